import { setLanguage } from "@/lib/i18n";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { TRrReferredMember, TRrUser } from "@app/contract";
import { rrUser } from "@/test/fixtures";
import { fakeNetwork, ok } from "@/test/network";
import { rrSession } from "../lib/rr-session";
import { appRoutes } from "@/test/app-routes";

const withCode = { referCode: "K7PD2XM", referLink: "https://shubhobibaho.in/register/K7PD2XM" };
const member = (i: number): TRrReferredMember => ({
  id: `B20${i}`,
  name: `Rupa Sarkar ${i}`,
  photo: null,
  gender: "Female",
  planId: null,
  phone: "9830000000",
  email: null,
  location: { state: "West Bengal", city: "Howrah" },
  joinDate: "2026-11-20T10:00:00Z",
  education: "Graduate",
  commission: 127.12,
  accountStatus: "active",
  awaitingConsent: false,
});
const page = (members: TRrReferredMember[], currentPage = 1, totalPages = 2) => ({
  members,
  stats: { totalMembers: 11, activeMembers: 10, totalCommissionEarned: 254.24 },
  pagination: { currentPage, totalPages, totalCount: 11, hasNext: currentPage < totalPages, hasPrev: currentPage > 1 },
});

// ScrollRestoration scrolls; jsdom only logs "not implemented".
window.scrollTo = (() => undefined) as typeof window.scrollTo;

/** The panel as the app routes it (routes.ts), at `at`. */
function renderPanel(stored: TRrUser = rrUser, at = "/rr-panel") {
  rrSession.signIn("rr-token", stored);
  const router = createMemoryRouter(appRoutes, { initialEntries: [at] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// The routes load their modules on first use: load them once here, not inside the first test's time.
beforeAll(() => Promise.all([import("@/root"), import("@/app/routes/rr-shell"), import("@/app/routes/rr-members")]));
beforeEach(() => localStorage.clear());
afterEach(() => setLanguage("en"));

describe("/rr-panel", () => {
  it("welcomes the RR, generates the code ('Generating...'), and copies it ('Copied!' for 2 seconds)", async () => {
    fakeNetwork({
      "GET /api/rr/me": [ok({ rrUser }), ok({ rrUser: { ...rrUser, ...withCode } })],
      "POST /api/rr/generate-referral-code": ok(withCode),
      "GET /api/rr/referred-members": ok(page([member(1)], 1, 1)),
    });
    renderPanel();
    expect(await screen.findByRole("heading", { name: "Welcome, Mitali Basu" }, { timeout: 4000 })).toBeInTheDocument();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(screen.getByRole("button", { name: "Generate Referral Code" }));
    expect(await screen.findByTestId("refer-code")).toHaveTextContent("K7PD2XM");
    expect(await screen.findByTestId("refer-link")).toHaveTextContent("https://shubhobibaho.in/register/K7PD2XM");
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith("K7PD2XM");
    expect(await screen.findByRole("button", { name: "Copied!" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it("lists the members with totals, searches once after 500 ms of typing, pages, and says when there are none", async () => {
    const user = userEvent.setup();
    const net = fakeNetwork({
      "GET /api/rr/me": ok({ rrUser: { ...rrUser, ...withCode } }),
      "GET /api/rr/referred-members": [
        ok(page(Array.from({ length: 10 }, (_, i) => member(i)))),
        ok(page([member(10)], 2)),
        ok({ ...page([], 1, 1), pagination: { currentPage: 1, totalPages: 1, totalCount: 0, hasNext: false, hasPrev: false } }),
      ],
    });
    renderPanel();
    expect((await screen.findAllByText("Rupa Sarkar 0")).length).toBeGreaterThan(0);
    expect(screen.getByText("Total Members").parentElement).toHaveTextContent("11");
    expect(screen.getByText("Total Commission").parentElement).toHaveTextContent("₹254.24");
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2 of 2")).toBeInTheDocument();
    const before = net.calls.filter((c) => c.path === "/api/rr/referred-members").length;
    await user.type(screen.getByLabelText("Search members by name, phone, or email..."), "zzz");
    expect(await screen.findByText("No Referred Members Yet", undefined, { timeout: 2000 })).toBeInTheDocument();
    const searches = net.calls.filter((c) => c.path === "/api/rr/referred-members").slice(before);
    expect(searches.map((c) => c.url)).toEqual(["/api/rr/referred-members?page=1&limit=10&search=zzz"]);
    expect(within(screen.getByRole("navigation", { name: "RR menu" })).getByRole("link", { name: "Add Member" })).toBeInTheDocument();
  });

  it("a deactivated RR sees that the account is deactivated and Logout, no member list, payments or reports", async () => {
    const user = userEvent.setup();
    const deactivated: TRrUser = { ...rrUser, active: false, status: "deactivated", ...withCode };
    const net = fakeNetwork({
      "GET /api/rr/me": ok({ rrUser: deactivated }),
      "POST /api/rr/logout": ok({ loggedOut: true }),
    });
    renderPanel(deactivated);
    expect(await screen.findByRole("heading", { name: "Account deactivated" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("This RR account has been deactivated. Please contact the office.");
    expect(screen.queryByText(/awaiting activation/)).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "RR menu" })).not.toBeInTheDocument();
    expect(screen.queryByTestId("refer-code")).not.toBeInTheDocument();
    await vi.waitFor(() => expect(net.calls.map((c) => c.path)).toEqual(["/api/rr/me"]));
    await user.click(within(screen.getByRole("region", { name: "Account deactivated" })).getByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("heading", { name: "RR Login" }, { timeout: 4000 })).toBeInTheDocument();
    expect(net.calls.map((c) => c.path)).toContain("/api/rr/logout");
    expect(localStorage.getItem("rrToken")).toBeNull();
  });

  it("says so in Bengali", async () => {
    setLanguage("bn");
    const deactivated: TRrUser = { ...rrUser, active: false, status: "deactivated" };
    fakeNetwork({ "GET /api/rr/me": ok({ rrUser: deactivated }) });
    renderPanel(deactivated);
    expect(await screen.findByRole("heading", { name: "অ্যাকাউন্ট নিষ্ক্রিয়" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("এই আরআর অ্যাকাউন্টটি নিষ্ক্রিয় করা হয়েছে। অনুগ্রহ করে অফিসে যোগাযোগ করুন।");
  });

  it("an RR awaiting a first activation keeps the menu and is told the account awaits activation", async () => {
    const pending: TRrUser = { ...rrUser, active: false, status: "inactive" };
    fakeNetwork({
      "GET /api/rr/me": ok({ rrUser: pending }),
      "GET /api/rr/referred-members": ok({
        ...page([], 1, 1),
        pagination: { currentPage: 1, totalPages: 1, totalCount: 0, hasNext: false, hasPrev: false },
      }),
    });
    renderPanel(pending);
    expect(await screen.findByText(/awaiting activation by an admin/)).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "RR menu" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Account deactivated" })).not.toBeInTheDocument();
  });

  it("gives each screen its own address: a menu link moves there, Back returns, an older ?view= link opens the same screen", async () => {
    const user = userEvent.setup();
    fakeNetwork({
      "GET /api/rr/me": ok({ rrUser: { ...rrUser, ...withCode } }),
      "GET /api/rr/referred-members": ok(page([member(1)], 1, 1)),
    });
    const router = renderPanel(rrUser, "/rr-panel/members");
    const menu = await screen.findByRole("navigation", { name: "RR menu" }, { timeout: 4000 });
    expect(within(menu).getByRole("link", { name: "Member List" })).toHaveAttribute("aria-current", "page");
    await user.click(within(menu).getByRole("link", { name: "Referral History" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/rr-panel/history"), { timeout: 4000 });
    await vi.waitFor(() => expect(within(menu).getByRole("link", { name: "Referral History" })).toHaveAttribute("aria-current", "page"), {
      timeout: 4000,
    });
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/rr-panel/members");
    await act(() => router.navigate("/rr-panel?view=report"));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/rr-panel/commission"), { timeout: 4000 });
    await vi.waitFor(() => expect(within(menu).getByRole("link", { name: "Commission Report" })).toHaveAttribute("aria-current", "page"), {
      timeout: 4000,
    });
    await act(() => router.navigate("/admin/rr?view=add"));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/rr-panel/add"), { timeout: 4000 });
  });

  it("has its own header (name, language, sign-out) and none of the public site's navigation", async () => {
    fakeNetwork({ "GET /api/rr/me": ok({ rrUser }), "GET /api/rr/referred-members": ok(page([member(1)], 1, 1)) });
    renderPanel();
    const header = await screen.findByRole("banner", {}, { timeout: 4000 });
    expect(within(header).getByText("RR Panel")).toBeInTheDocument();
    expect(within(header).getByTestId("panel-name")).toHaveTextContent("Mitali Basu");
    expect(within(header).getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(within(header).getByRole("button", { name: /Bengali|বাংলা/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Post Ad" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });
});
