import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import type { TAdminMemberDetail } from "@app/contract";
import { clearToasts, Toaster } from "@/components/toast";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, ok } from "@/test/network";
import { adminUser } from "@/test/fixtures";
import { adminSession } from "@/features/admin-auth";
import { memberDetail } from "./member-detail.fixture";
import { MemberDetailPage } from "./member-detail-page";

/** A member an RR added, not yet confirmed: the server offers no status that puts the ad in circulation. */
const member = (over: { status?: string; awaitingConsent?: boolean; allowedStatuses?: string[] } = {}): TAdminMemberDetail => {
  const status = over.status ?? "pending_verification";
  return memberDetail(
    {
      email: "ruma@example.in",
      is_verified: false,
      is_active: false,
      account_status: status,
      points: { proposal: 0, ccp: 0 },
      allowedStatuses: over.allowedStatuses ?? ["unverified", "inactive", "suspended"],
    },
    {
      email: "ruma@example.in",
      verificationStatus: { otp: false, email: false, mobile: false, kyc: false, ad: false },
      rr: "Mitali Basu (ABC2345)",
      verDate: null,
      ccp: 0,
      sms: 1,
      status,
      awaitingConsent: over.awaitingConsent ?? true,
    },
  );
};

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <MemberDetailPage id={7} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => {
  clearToasts();
  setLanguage("en");
  adminSession.clear();
});

describe("MemberDetailPage: contact details", () => {
  it("shows a moderator the whole number and e-mail, and says the view is recorded", async () => {
    adminSession.signIn("admin-token", adminUser("moderator"));
    fakeNetwork({ "GET /api/users/7": ok({ user: { ...member(), alternatePhone: "9830054321" } }) });
    renderPage();
    expect(await screen.findByText("9830012345")).toBeInTheDocument();
    expect(screen.getByText("ruma@example.in")).toBeInTheDocument();
    expect(screen.getByText("Alternate phone: 9830054321")).toBeInTheDocument();
    expect(screen.getByText("Shown in full on this page only; your view is recorded.")).toBeInTheDocument();
  });

  it("says nothing of it to a super admin", async () => {
    adminSession.signIn("admin-token", adminUser("super_admin"));
    fakeNetwork({ "GET /api/users/7": ok({ user: member() }) });
    renderPage();
    expect(await screen.findByText("9830012345")).toBeInTheDocument();
    expect(screen.queryByText(/your view is recorded/)).toBeNull();
  });
});

describe("MemberDetailPage: a member an RR added", () => {
  it("says the ad awaits the member's own confirmation and offers no way to activate it", async () => {
    fakeNetwork({ "GET /api/users/7": ok({ user: member() }) });
    renderPage();
    expect(await screen.findByText("Awaiting the member's confirmation")).toBeInTheDocument();
    expect(screen.getByText(/goes live only when the member confirms it with the code sent to their phone/)).toBeInTheDocument();
    const options = screen.getAllByRole("option").map((o) => o.textContent);
    expect(options).not.toContain("Active");
    expect(options).not.toContain("Temporary Active");
    expect(screen.queryByRole("button", { name: "Activate" })).toBeNull();
  });

  it("suspended meanwhile: Activate explains that it returns the ad to waiting for the member (in Bengali too)", async () => {
    setLanguage("bn");
    fakeNetwork({ "GET /api/users/7": ok({ user: member({ status: "suspended", allowedStatuses: [] }) }) });
    renderPage();
    const activate = await screen.findByRole("button", { name: "সক্রিয় করুন" });
    expect(screen.getByText("সদস্যের সম্মতির অপেক্ষায়")).toBeInTheDocument();
    expect(activate).toHaveAccessibleDescription(/আবার সদস্যের সম্মতির অপেক্ষায় থাকবে/);
  });

  it("once the member has confirmed, nothing is said", async () => {
    fakeNetwork({
      "GET /api/users/7": ok({ user: member({ status: "active", awaitingConsent: false, allowedStatuses: ["inactive", "private"] }) }),
    });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Ruma Ghosh" })).toBeInTheDocument();
    expect(screen.queryByText("Awaiting the member's confirmation")).toBeNull();
  });
});
