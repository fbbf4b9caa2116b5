import { afterEach, describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import type { TAdminMemberRow, TMemberListData } from "@app/contract";
import { clearToasts, Toaster } from "@/components/toast";
import { setLanguage } from "@/lib/i18n";
import { adminUser } from "@/test/fixtures";
import { fail, fakeNetwork, ok } from "@/test/network";
import { adminSession } from "@/features/admin-auth";
import { MemberListPage } from "./member-list-page";

const row = (id: number, over: Partial<TAdminMemberRow> = {}): TAdminMemberRow => ({
  id,
  profileId: `G${2000 + id}`,
  name: `Member ${id}`,
  photo: null,
  age: 30,
  gender: "Male",
  mobile: `98300000${String(id).padStart(2, "0")}`,
  email: null,
  verificationStatus: { otp: true, email: false, mobile: true, kyc: id === 1, ad: true },
  type: "QUICK",
  rr: null,
  planId: null,
  planExpiresAt: null,
  regDate: "2026-11-01T00:00:00Z",
  verDate: "2026-11-01T00:00:00Z",
  ccp: 10,
  sms: 2,
  status: "active",
  statusReason: null,
  suspendedUntil: null,
  blocked: false,
  awaitingConsent: false,
  ...over,
});
const page = (users: TAdminMemberRow[], total = users.length, filtered = false): TMemberListData => ({
  users,
  pagination: { page: 1, limit: 10, total, totalExact: true, totalPages: Math.max(1, Math.ceil(total / 10)), filtered },
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <MemberListPage status="active" />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => {
  clearToasts();
  setLanguage("en");
  adminSession.clear();
});

describe("MemberListPage", () => {
  it("in Bengali: the heading, columns, badges and footer are Bengali, numbers in Bengali digits", async () => {
    setLanguage("bn");
    fakeNetwork({ "GET /api/users/list": ok(page([row(1)], 1234)) });
    renderPage();
    expect(screen.getByText("সদস্যদের তালিকা লোড হচ্ছে...")).toBeInTheDocument();
    const table = await screen.findByRole("table");
    expect(screen.getByRole("heading", { name: "সক্রিয় সদস্য" })).toBeInTheDocument();
    expect(within(table).getByRole("columnheader", { name: "ছবি/বিজ্ঞাপন · লিঙ্গ" })).toBeInTheDocument();
    expect(within(table).getByText("সক্রিয়")).toBeInTheDocument();
    // The gender in words of the reader's language, in the table and on the phone's cards.
    expect(within(table).getByText(/ · পুরুষ$/)).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "২৫" })).toBeInTheDocument();
    expect(screen.queryByText(/\bMale\b/)).not.toBeInTheDocument();
    expect(screen.getByText("১,২৩৪ জনের মধ্যে ১ থেকে ১০ দেখানো হচ্ছে")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "পরের পাতা" })).toBeEnabled();
  });

  it("shows 'Loading members...', then the table with real verification flags and the spec's footer", async () => {
    const net = fakeNetwork({
      "GET /api/users/list": ok(page([row(1, { email: "a@example.in" }), row(2, { name: "", gender: null })], 23)),
    });
    renderPage();
    expect(screen.getByText("Loading members...")).toBeInTheDocument();
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["", "Photo/Post · Gender", "Mobile/Email", "Type/RR", "Date", "CCP/SMS", "Status", "Action"]);
    expect(within(table).getByText("Not Set")).toBeInTheDocument();
    expect(within(table).getByText(/ · Not Specified$/)).toBeInTheDocument();
    expect(within(table).getAllByTitle("KYC verified")).toHaveLength(1);
    expect(within(table).getAllByTitle("KYC not verified")).toHaveLength(1);
    expect(screen.getByText("Showing 1 to 10 of 23 entries")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^[0-9]$/ }).map((b) => b.textContent)).toEqual(["1", "2", "3"]);
    expect(net.calls[0].url).toContain("status=active");
    expect(net.calls[0].headers.Authorization).toBeUndefined();
  });

  it("labels each member by the plan they hold: a bought till-marriage plan as paid, the free trial with its end, none as no plan", async () => {
    const paid = { id: 1, name: "Video Basic", nameBn: "ভিডিও বেসিক", source: "payment" as const, endsAt: null };
    const trial = { id: 12, name: "10 Days Trial", nameBn: null, source: "trial" as const, endsAt: "2026-12-05T10:00:00Z" };
    fakeNetwork({
      "GET /api/users/list": ok(
        page([
          row(1, { type: "PREMIUM", planId: 1, plan: paid }),
          row(2, { type: "STOCK", planId: 12, planExpiresAt: trial.endsAt, plan: trial }),
          row(3, { plan: null }),
        ]),
      ),
    });
    renderPage();
    const table = await screen.findByRole("table");
    const [, payer, trier, none] = within(table).getAllByRole("row");
    expect(payer).toHaveTextContent("Video Basic");
    expect(payer).toHaveTextContent("Paid · till marriage");
    expect(payer).not.toHaveTextContent(/Free/);
    expect(trier).toHaveTextContent("10 Days Trial");
    expect(trier).toHaveTextContent("Free trial · till 5 Dec 2026");
    expect(trier).not.toHaveTextContent(/Paid/);
    expect(none).toHaveTextContent("No plan");
    expect(none).toHaveTextContent("Free listing");

    setLanguage("bn");
    expect(await within(payer).findByText("ভিডিও বেসিক")).toBeInTheDocument();
    expect(payer).toHaveTextContent("টাকা দিয়ে কেনা · বিয়ে পর্যন্ত");
    expect(trier).toHaveTextContent(/ফ্রি ট্রায়াল · ৫ ডিসে\S*, ২০২৬ পর্যন্ত/);
    expect(none).toHaveTextContent("কোনো প্ল্যান নেই");
  });

  it("a moderator sees phones and e-mails masked as the server sends them, and is told where they are whole and how to search them", async () => {
    adminSession.signIn("admin-token", adminUser("moderator"));
    fakeNetwork({ "GET /api/users/list": ok(page([row(1, { mobile: "••••••0001", email: "m•••@example.in" }), row(2)])) });
    renderPage();
    const table = await screen.findByRole("table");
    const first = within(table).getAllByRole("row")[1];
    expect(within(first).getByText("••••••0001")).toBeInTheDocument();
    expect(within(first).getByText("m•••@example.in")).toBeInTheDocument();
    expect(screen.getByText(/partly hidden\. Open a member to see them in full \(each view is recorded\)/)).toBeInTheDocument();

    setLanguage("bn");
    expect(await within(table).findByText("m•••@example.in")).toBeInTheDocument();
    expect(screen.getByText(/আংশিক লুকানো/)).toBeInTheDocument();
  });

  it("a super admin gets no such note", async () => {
    adminSession.signIn("admin-token", adminUser("super_admin"));
    fakeNetwork({ "GET /api/users/list": ok(page([row(1, { email: "a@example.in" })])) });
    renderPage();
    const table = await screen.findByRole("table");
    expect(within(table).getAllByText("9830000001").length).toBeGreaterThan(0);
    expect(screen.queryByText(/partly hidden/)).toBeNull();
  });

  it("searches from page 1 and says when nothing matches", async () => {
    const user = userEvent.setup();
    const net = fakeNetwork({ "GET /api/users/list": [ok(page([row(1)], 40)), ok(page([], 0, true))] });
    renderPage();
    await screen.findByRole("table");
    await user.type(screen.getByPlaceholderText("Search members..."), "zzz");
    expect(await screen.findByText('No results for "zzz"')).toBeInTheDocument();
    expect(screen.getByText("No members found")).toBeInTheDocument();
    expect(screen.getByText("Showing 0 to 0 of 0 entries (filtered)")).toBeInTheDocument();
    expect(net.calls.at(-1)?.url).toMatch(/page=1&.*search=zzz/);
  });

  it("shows 'Error loading members' with Retry", async () => {
    const user = userEvent.setup();
    fakeNetwork({ "GET /api/users/list": [fail(500, "Something went wrong"), ok(page([], 0))] });
    renderPage();
    expect(await screen.findByText("Error loading members")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("No active members available")).toBeInTheDocument();
  });

  it("suspends with a required reason and says '<action>d successfully', or the server's refusal", async () => {
    const user = userEvent.setup();
    const net = fakeNetwork({
      "GET /api/users/list": ok(page([row(1), row(2)])),
      "POST /api/users/1/suspend": ok({ user: row(1, { status: "suspended" }) }),
      "POST /api/users/2/suspend": fail(409, "This member is already suspended", "conflict"),
    });
    renderPage();
    const table = await screen.findByRole("table");
    await user.click(within(table).getAllByRole("button", { name: "Suspend" })[0]);
    const dialog = await screen.findByRole("dialog", { name: "Suspend member" });
    await user.click(within(dialog).getByRole("button", { name: "Suspend" }));
    expect(await within(dialog).findByText("Please give a reason")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Reason"), "Fake photos");
    await user.type(within(dialog).getByLabelText(/Duration in days/), "7");
    await user.click(within(dialog).getByRole("button", { name: "Suspend" }));
    expect(await screen.findByText("Suspended successfully")).toBeInTheDocument();
    expect(net.calls.find((c) => c.path === "/api/users/1/suspend")?.body).toEqual({ reason: "Fake photos", duration: 7 });

    await user.click(within(table).getAllByRole("button", { name: "Suspend" })[1]);
    const again = await screen.findByRole("dialog", { name: "Suspend member" });
    await user.type(within(again).getByLabelText("Reason"), "x");
    await user.click(within(again).getByRole("button", { name: "Suspend" }));
    expect(await screen.findByText("Failed to suspend user: This member is already suspended")).toBeInTheDocument();
  });

  it("asks before deleting and says 'User deleted successfully'", async () => {
    const user = userEvent.setup();
    const net = fakeNetwork({ "GET /api/users/list": ok(page([row(1)])), "DELETE /api/users/1": ok({ deleted: true, id: 1 }) });
    renderPage();
    const table = await screen.findByRole("table");
    await user.click(within(table).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Are you sure you want to delete user Member 1?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("User deleted successfully")).toBeInTheDocument();
    await waitFor(() => expect(net.calls.some((c) => c.method === "DELETE")).toBe(true));
  });

  it("selects all rows and activates the suspended ones in bulk", async () => {
    const user = userEvent.setup();
    const net = fakeNetwork({
      "GET /api/users/list": ok(page([row(1, { status: "suspended" }), row(2, { status: "suspended" })])),
      "POST /api/users/1/activate": ok({ user: row(1) }),
      "POST /api/users/2/activate": ok({ user: row(2) }),
    });
    renderPage();
    const table = await screen.findByRole("table");
    await user.click(within(table).getByRole("checkbox", { name: "Select all" }));
    expect(screen.getByText("2 selected")).toBeInTheDocument();
    await user.click(within(screen.getByRole("toolbar", { name: "Selected members" })).getByRole("button", { name: "Activate" }));
    expect(await screen.findByText("Activated successfully (2 members)")).toBeInTheDocument();
    expect(net.calls.filter((c) => c.path.endsWith("/activate"))).toHaveLength(2);
  });

  it("offers in bulk only the actions that apply: no Activate for active members, no Suspend for suspended ones", async () => {
    const user = userEvent.setup();
    fakeNetwork({ "GET /api/users/list": ok(page([row(1), row(2)])) });
    const view = renderPage();
    let table = await screen.findByRole("table");
    await user.click(within(table).getByRole("checkbox", { name: "Select all" }));
    let bar = screen.getByRole("toolbar", { name: "Selected members" });
    expect(within(bar).queryByRole("button", { name: "Activate" })).toBeNull();
    expect(within(bar).getByRole("button", { name: "Suspend" })).toBeInTheDocument();
    view.unmount();

    fakeNetwork({ "GET /api/users/list": ok(page([row(3, { status: "suspended" }), row(4, { status: "suspended", blocked: true })])) });
    renderPage();
    table = await screen.findByRole("table");
    await user.click(within(table).getByRole("checkbox", { name: "Select all" }));
    bar = screen.getByRole("toolbar", { name: "Selected members" });
    expect(within(bar).queryByRole("button", { name: "Suspend" })).toBeNull();
    expect(within(bar).getByRole("button", { name: "Activate" })).toBeInTheDocument();
  });

  it("marks a member who has not yet confirmed the ad their RR posted, and leaves them out of a bulk Activate, saying so", async () => {
    const user = userEvent.setup();
    const net = fakeNetwork({
      "GET /api/users/list": ok(
        page([row(1, { status: "suspended" }), row(2, { status: "pending_verification", rr: "Rep 1 (ABC2345)", awaitingConsent: true })]),
      ),
      "POST /api/users/1/activate": ok({ user: row(1) }),
    });
    renderPage();
    const table = await screen.findByRole("table");
    expect(within(table).getAllByText("Awaiting the member's confirmation")).toHaveLength(1);
    await user.click(within(table).getByRole("checkbox", { name: "Select all" }));
    await user.click(within(screen.getByRole("toolbar", { name: "Selected members" })).getByRole("button", { name: "Activate" }));
    expect(await screen.findByText("Not activated: 1 awaiting the member's own confirmation")).toBeInTheDocument();
    expect(await screen.findByText("Activated successfully")).toBeInTheDocument();
    expect(net.calls.filter((c) => c.path.endsWith("/activate")).map((c) => c.path)).toEqual(["/api/users/1/activate"]);
  });

  it("in Bengali: the badge, and the server's refusal for an unconfirmed member by its code", async () => {
    setLanguage("bn");
    const user = userEvent.setup();
    fakeNetwork({
      "GET /api/users/list": ok(page([row(1, { status: "inactive" }), row(2, { status: "pending_verification", awaitingConsent: true })])),
      // The list was drawn before the RR added this member's ad; the server knows better.
      "POST /api/users/1/activate": fail(409, "This member has not confirmed yet.", "awaiting_member_consent"),
    });
    renderPage();
    const table = await screen.findByRole("table");
    expect(within(table).getByText("সদস্যের সম্মতির অপেক্ষায়")).toBeInTheDocument();
    await user.click(within(table).getByRole("checkbox", { name: "সবাইকে বাছুন" }));
    await user.click(within(screen.getByRole("toolbar", { name: "বাছাই করা সদস্য" })).getByRole("button", { name: "সক্রিয় করুন" }));
    expect(await screen.findByText("সদস্যের নিজের সম্মতির অপেক্ষায় থাকায় ১ জনকে সক্রিয় করা হয়নি")).toBeInTheDocument();
    expect(
      await screen.findByText(
        "সদস্যকে সক্রিয় করা যায়নি: প্রতিনিধির দেওয়া বিজ্ঞাপনটি সদস্য এখনও নিশ্চিত করেননি। তিনি নিশ্চিত করলে তবেই বিজ্ঞাপনটি চালু করা যাবে।",
      ),
    ).toBeInTheDocument();
  });
});
