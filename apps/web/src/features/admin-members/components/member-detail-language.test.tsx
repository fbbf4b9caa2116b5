import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import type { TAdminMemberDetail } from "@app/contract";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, ok } from "@/test/network";
import { adminSession } from "@/features/admin-auth";
import { memberDetail } from "./member-detail.fixture";
import { MemberDetailPage } from "./member-detail-page";

const at = "2026-11-20T10:00:00Z";
const member = memberDetail(
  {
    ad: { religion: "Hindu", maritalStatus: "Never Married", motherTongue: "Bengali" } as unknown as TAdminMemberDetail["ad"],
    points: { proposal: 1, ccp: 10 },
    ledger: [
      { at, kind: "proposal", delta: 1, balanceAfter: 1, reason: "Registration bonus" },
      { at, kind: "ccp", delta: 10, balanceAfter: 10, reason: "Signup bonus CCP" },
    ],
    activities: [
      { id: 2, at, actorType: "system", actorId: null, actorName: null, action: "payment_captured", details: null },
      { id: 1, at, actorType: "member", actorId: 7, actorName: null, action: "member.registered", details: null },
    ],
  },
  { verDate: null, sms: 1 },
);

afterEach(() => {
  setLanguage("en");
  adminSession.clear();
});

describe("MemberDetailPage in Bengali", () => {
  it("shows the gender, the ad's fields and values, the ledger's reasons and the history's events in Bengali words and digits", async () => {
    setLanguage("bn");
    fakeNetwork({ "GET /api/users/7": ok({ user: member }) });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <MemberDetailPage id={7} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/B2007 · মহিলা · ২৮ বছর/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("ধর্ম")).toBeInTheDocument();
    expect(screen.getByText("হিন্দু")).toBeInTheDocument();
    expect(screen.getByText("মাতৃভাষা")).toBeInTheDocument();
    expect(screen.getByText("অবিবাহিত")).toBeInTheDocument();
    expect(screen.getByText(/রেজিস্ট্রেশন বোনাস/)).toBeInTheDocument();
    expect(screen.getByText(/সাইন-আপ বোনাস CCP/)).toBeInTheDocument();
    expect(screen.getByText(/\+১০ CCP → ১০/)).toBeInTheDocument();
    expect(screen.getByText("নিবন্ধন করেছেন")).toBeInTheDocument();
    expect(screen.getByText("পেমেন্ট পাওয়া গেছে")).toBeInTheDocument();
    expect(screen.getByText(/সিস্টেম/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(
      /Female|Hindu|Religion|Never Married|bonus|payment_captured|member\.registered|\bsystem\b/,
    );
  });
});
