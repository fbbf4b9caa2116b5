import { beforeEach, describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { setLanguage } from "@/lib/i18n";
import { session } from "@/lib/session";
import { sessionUser } from "@/test/fixtures";
import { fakeNetwork, ok } from "@/test/network";
import { Footer } from "./footer";
import { Header } from "./header";

function renderShell(path = "/") {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <Header />
            <p data-testid="page">page</p>
            <Footer />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => session.refresh());

describe("Header", () => {
  it("switches the whole shell to Bengali and back with one button", async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole("button", { name: /Switch to Bengali/ }));
    expect(await screen.findAllByRole("link", { name: "পাত্রপাত্রী খুঁজুন" })).not.toHaveLength(0);
    // The year in Bengali digits, like every number in a Bengali text.
    expect(screen.getByText("© ২০২৬ শুভ বিবাহ। সর্বস্বত্ব সংরক্ষিত।")).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("bn");
    await user.click(screen.getByRole("button", { name: "Switch to English" }));
    expect(await screen.findAllByRole("link", { name: "Find Match" })).not.toHaveLength(0);
    expect(localStorage.getItem("language")).toBe("en");
    setLanguage("en");
  });

  it("shows every nav link and the visitor actions", () => {
    renderShell();
    const nav = screen.getAllByRole("navigation", { name: "Main" })[0];
    const labels = within(nav)
      .getAllByRole("link")
      .map((a) => a.textContent);
    expect(labels).toEqual([
      "Home",
      "About",
      "Workflow",
      "Proposal",
      "Yet To Marry",
      "Announcement",
      "Benefits",
      "Blog",
      "Find Match",
      "Plans",
      "Post Ad",
    ]);
    expect(screen.getAllByRole("button", { name: "Login" }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Welcome,/)).not.toBeInTheDocument();
  });

  it("greets a signed-in member and logs out", async () => {
    session.signIn("tok", sessionUser);
    const { calls } = fakeNetwork({ "POST /api/auth/logout": ok({ loggedOut: true }) });
    const { router, user } = renderShell("/about");
    expect(screen.getAllByText("Welcome, 9830012345")[0]).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "My Profile" })[0]).toHaveAttribute("href", "/dashboard");
    await user.click(screen.getAllByRole("button", { name: "Logout" })[0]);
    expect(localStorage.getItem("token")).toBeNull();
    expect(router.state.location.pathname).toBe("/");
    // The footer may ask for its links first: the logout is found among the calls.
    const logout = () => calls.find((c) => c.method === "POST" && c.url === "/api/auth/logout");
    await waitFor(() => expect(logout()).toBeDefined());
    expect(logout()!.headers.Authorization).toBe("Bearer tok");
    expect(screen.getAllByRole("button", { name: "Login" }).length).toBeGreaterThan(0);
  });

  it("toggles the mobile menu", async () => {
    const { user } = renderShell();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

describe("Footer", () => {
  it("links searches and validates the newsletter email", async () => {
    const { user } = renderShell();
    expect(screen.getByRole("link", { name: "Bride" })).toHaveAttribute("href", "/profiles?profileFor=bride");
    expect(screen.getByRole("link", { name: "Groom" })).toHaveAttribute("href", "/profiles?profileFor=groom");
    expect(screen.getByText(/© 2026 Shubho Bibaho/)).toBeInTheDocument();
    const email = await screen.findByLabelText("Email address", undefined, { timeout: 4000 });
    await user.type(email, "not-an-email");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email");
    await user.clear(email);
    await user.type(email, "family@example.com");
    const { calls } = fakeNetwork({
      "POST /api/newsletter/subscribe": ok({ email: "family@example.com", alreadySubscribed: false }, undefined, 201),
    });
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Thank you! You are subscribed.")).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: "/api/newsletter/subscribe",
      method: "POST",
      body: { email: "family@example.com", source: "footer" },
    });
  });
});
