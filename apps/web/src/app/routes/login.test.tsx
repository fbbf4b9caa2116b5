import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import "@/lib/i18n";
import { session } from "@/lib/session";
import { sessionUser } from "@/test/fixtures";
import { fakeNetwork, ok } from "@/test/network";
import LoginPage from "./login";

function renderLogin(entry: string | { pathname: string; state: unknown } = "/login") {
  const router = createMemoryRouter(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "/auth/login", element: <LoginPage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  fakeNetwork({
    "POST /api/auth/login": [
      ok({ requiresOTP: true, sent: true, phone: "9830012345", expiresIn: 300, resendIn: 60 }),
      ok({ token: "tok", user: sessionUser }),
    ],
  });
  await user.type(screen.getByLabelText(/mobile number/i), "9830012345");
  await user.click(screen.getByRole("button", { name: "Send OTP" }));
  await user.type(await screen.findByLabelText(/^OTP/), "123456");
  await user.click(screen.getByRole("button", { name: "Verify & Login" }));
  expect(await screen.findByText("Login Successful!")).toBeInTheDocument();
}

beforeEach(() => session.refresh());

describe("/login page", () => {
  it("shows the guard's message and goes to the dashboard after login", async () => {
    const { router, user } = renderLogin({ pathname: "/login", state: { from: "/edit-ad", message: "Please login to access this page" } });
    expect(screen.getByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(screen.getByText("Please login to access this page")).toBeInTheDocument();
    expect(document.title).toBe("Login | Shubho Bibaho");
    await logIn(user);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"), { timeout: 2000 });
  });

  it("returns to the saved page after login and clears the key", async () => {
    sessionStorage.setItem("redirectAfterLogin", "/edit-ad");
    const { router, user } = renderLogin("/auth/login");
    await logIn(user);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/edit-ad"), { timeout: 2000 });
    expect(sessionStorage.getItem("redirectAfterLogin")).toBeNull();
  });

  it("shows no fallback note when the SMS was sent, and a resend countdown", async () => {
    fakeNetwork({ "POST /api/auth/login": ok({ requiresOTP: true, sent: true, phone: "9830012345", expiresIn: 300, resendIn: 30 }) });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/mobile number/i), "9830012345");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(await screen.findByRole("button", { name: "Resend OTP in 30s" })).toBeDisabled();
    expect(screen.queryByText(/SMS could not be sent/)).not.toBeInTheDocument();
  });

  it("sends a signed-in member straight to the dashboard", () => {
    session.signIn("tok", sessionUser);
    const { router } = renderLogin();
    expect(router.state.location.pathname).toBe("/dashboard");
  });
});
