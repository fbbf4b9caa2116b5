import "@/lib/i18n";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { TRrUser } from "@app/contract";
import { fail, fakeNetwork, ok } from "@/test/network";
import { RrLoginPage } from "./rr-login-page";

const rrUser: TRrUser = {
  id: 3,
  email: "rep@example.in",
  name: "Mitali Basu",
  mobileNo: "9830012345",
  active: false,
  status: "inactive",
  commission: 5,
  referCode: null,
  referLink: null,
};

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: "/rr-login", element: <RrLoginPage /> },
      { path: "/rr-panel", element: <p>RR panel</p> },
    ],
    { initialEntries: ["/rr-login"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => localStorage.clear());

describe("/rr-login", () => {
  it("registers with the spec's validation, says so, and shows the Login tab with the e-mail after 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const net = fakeNetwork({
      "POST /api/rr/register": ok({ rrUser }, "Registration successful! Please login with your credentials.", 201),
    });
    renderPage();
    expect(screen.getByText("Manage the members you referred")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Register" }));
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("Full name is required")).toBeInTheDocument();
    expect(screen.getByText("Phone number is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Full name"), "Mitali Basu");
    await user.type(screen.getByLabelText("Email"), "rep@example.in");
    await user.type(screen.getByLabelText("Phone number"), "98300 1234");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("Please enter a valid 10-digit phone number")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Phone number"), "5");
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("Registration successful! Please login with your credentials.")).toBeInTheDocument();
    expect(net.calls[0].body).toEqual({
      name: "Mitali Basu",
      email: "rep@example.in",
      mobileNo: "9830012345",
      password: "secret",
      commission: 5,
    });
    expect(screen.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Email")).toHaveValue("rep@example.in");
    vi.useRealTimers();
  });

  it("signs in and opens the panel; a refusal shows the server's text, a network failure the spec's", async () => {
    const user = userEvent.setup();
    fakeNetwork({
      "POST /api/rr/login": [
        fail(401, "Invalid email or password. Please try again.", "unauthenticated"),
        new TypeError("offline"),
        ok({ token: "rr-token", rrUser }),
      ],
    });
    const router = renderPage();
    await user.type(screen.getByLabelText("Email"), "rep@example.in");
    await user.type(screen.getByLabelText("Password"), "abc");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Password must be at least 4 characters")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Password"), "d");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Invalid email or password. Please try again.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Network error. Please check your connection and try again.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("RR panel")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/rr-panel");
    expect(localStorage.getItem("rrToken")).toBe("rr-token");
  });
});
