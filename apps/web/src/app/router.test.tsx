import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import "@/lib/i18n";
import { authStatus } from "@/features/auth";
import { session } from "@/lib/session";
import { fakeNetwork } from "@/test/network";
import { appRoutes, routeFiles } from "@/test/app-routes";

vi.mock("@/app/routes/register.tsx", () => ({ default: () => <h1>Register stub</h1> }));

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// ScrollRestoration scrolls; jsdom only logs "not implemented".
window.scrollTo = (() => undefined) as typeof window.scrollTo;

beforeEach(async () => {
  fakeNetwork();
  authStatus.reset();
  session.refresh();
  await authStatus.start();
});

describe("router", () => {
  it.each([
    ["/", /Find your life partner/],
    ["/about", "About Shubho Bibaho"],
    ["/workflow", "How Shubho Bibaho works"],
    ["/proposal", "Proposals and proposal points"],
    ["/yet-to-marry", "Yet-To-Marry (YTM) verification"],
    ["/announcement", "Video advertisements are here"],
    ["/benefit", "Benefits of posting your ad with us"],
    ["/blogs", "Blog"],
    ["/profiles", "Find Match"],
    ["/profile/G2001", "Profile not found"],
    ["/plans", "Plans & pricing"],
    ["/register", "Register stub"],
    ["/register/RR123", "Register stub"],
    ["/login", "Login"],
    ["/auth/login", "Login"],
    ["/checkout", "Plans & pricing"],
    ["/post-reg", "ADVERTISEMENT POSTED"],
    ["/portals", "Portals"],
    ["/admin-login", "Admin Login"],
    ["/rr-login", "RR Login"],
    ["/no/such/page", "Page not found"],
  ])("%s renders inside the layout", async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it.each([
    ["/dashboard", "/login"],
    ["/edit-ad", "/login"],
    ["/profile/complete", "/login"],
    ["/upgrade", "/login"],
    ["/admin-panel", "/admin-login"],
    ["/admin", "/admin-login"],
    ["/rr-panel", "/rr-login"],
    ["/admin/rr", "/rr-login"],
  ])("%s is guarded (→ %s)", async (path, target) => {
    const router = renderAt(path);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it("sets the page title", async () => {
    renderAt("/plans");
    await screen.findByRole("heading", { level: 1, name: "Plans & pricing" });
    // The title is set in a passive effect, which may run just after the heading is committed.
    await vi.waitFor(() => expect(document.title).toBe("Plans | Shubho Bibaho"));
  });

  it("names every route module under app/routes, and only modules that are there", () => {
    const modules = Object.keys(import.meta.glob(["./routes/*.tsx", "!./routes/*.test.tsx"])).map((f) => f.replace("./", "app/"));
    expect(new Set(routeFiles())).toEqual(new Set([...modules, "app/layout/site-layout.tsx"]));
  });
});
