import { setLanguage } from "@/lib/i18n";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { adminUser } from "@/test/fixtures";
import { fakeNetwork, ok } from "@/test/network";
import { appRoutes } from "@/test/app-routes";
import { adminSession } from "../lib/admin-session";

// ScrollRestoration scrolls; jsdom only logs "not implemented".
window.scrollTo = (() => undefined) as typeof window.scrollTo;

/** The panel as the app routes it (routes.ts), at `at`, for a signed-in super admin. */
function renderAt(at: string) {
  adminSession.signIn("admin-token", adminUser());
  const router = createMemoryRouter(appRoutes, { initialEntries: [at] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// The routes load their modules on first use: load them once here, not inside the first test's time.
beforeAll(() => Promise.all([import("@/root"), import("@/app/routes/admin-shell"), import("@/app/routes/admin-unknown")]));
beforeEach(() => {
  localStorage.clear();
  fakeNetwork({ "GET /api/admin/me": ok({ admin: adminUser() }) });
});
afterEach(() => setLanguage("en"));

describe("/admin-panel", () => {
  it("has its own header (brand, name, language, sign-out) and side menu, and none of the public site's navigation", async () => {
    renderAt("/admin-panel/no-such-screen");
    const header = await screen.findByRole("banner", {}, { timeout: 4000 });
    expect(within(header).getByText("Admin Panel")).toBeInTheDocument();
    expect(within(header).getByTestId("panel-name")).toHaveTextContent(adminUser().name);
    expect(within(header).getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(within(header).getByRole("button", { name: /Bengali/ })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Admin" })).toBeInTheDocument();
    expect(screen.getByText("Select a content management option from the sidebar.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Post Ad" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("gives each screen its own address: a menu link moves there, Back returns, the older /admin/... address opens the same screen", async () => {
    const user = userEvent.setup();
    const router = renderAt("/admin/section/no-such-section");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/admin-panel/section/no-such-section"), { timeout: 4000 });
    const menu = await screen.findByRole("navigation", { name: "Admin" }, { timeout: 4000 });
    await user.click(within(menu).getByRole("link", { name: "Online Payments" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/admin-panel/payments"), { timeout: 4000 });
    await vi.waitFor(() => expect(within(menu).getByRole("link", { name: "Online Payments" })).toHaveAttribute("aria-current", "page"), {
      timeout: 4000,
    });
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/admin-panel/section/no-such-section");
    await act(() => router.navigate("/admin-panel"));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/admin-panel/dashboard"), { timeout: 4000 });
  });

  it("shows its header in Bengali", async () => {
    setLanguage("bn");
    renderAt("/admin-panel/no-such-screen");
    const header = await screen.findByRole("banner", {}, { timeout: 4000 });
    expect(within(header).getByText("অ্যাডমিন প্যানেল")).toBeInTheDocument();
    expect(within(header).getByRole("button", { name: "লগ আউট" })).toBeInTheDocument();
  });
});
