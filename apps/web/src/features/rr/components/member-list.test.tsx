import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { TRrReferredMember } from "@app/contract";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, ok } from "@/test/network";
import { rrSession } from "../lib/rr-session";
import { MemberList } from "./member-list";

const member: TRrReferredMember = {
  id: "B2001",
  name: "Rupa Sarkar",
  photo: null,
  gender: "Female",
  planId: null,
  phone: "9830000000",
  email: null,
  location: { state: "West Bengal", city: "Howrah" },
  joinDate: "2026-11-20T10:00:00Z",
  education: "Graduate",
  commission: 1270,
  accountStatus: "active",
  awaitingConsent: false,
};

afterEach(() => {
  setLanguage("en");
  rrSession.clear();
});

describe("the RR's member list in Bengali", () => {
  it("shows each member's place and education, the totals and the page numbers in Bengali", async () => {
    setLanguage("bn");
    rrSession.signIn("rr-token", {
      id: 3,
      email: "rep@example.in",
      name: "Mitali Basu",
      mobileNo: "9830012345",
      active: true,
      status: "active",
      commission: 5,
      referCode: null,
      referLink: null,
    });
    fakeNetwork({
      "GET /api/rr/referred-members": ok({
        members: [member],
        stats: { totalMembers: 12, activeMembers: 11, totalCommissionEarned: 1270 },
        pagination: { currentPage: 1, totalPages: 2, totalCount: 12, hasNext: true, hasPrev: false },
      }),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemberList />
      </QueryClientProvider>,
    );
    expect((await screen.findAllByText("Rupa Sarkar")).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/হাওড়া, পশ্চিমবঙ্গ/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/স্নাতক/).length).toBeGreaterThan(0);
    expect(screen.getByText("পাতা ১ / ২")).toBeInTheDocument();
    expect(screen.getAllByText("₹১,২৭০").length).toBeGreaterThan(0);
    expect(screen.queryByText(/Howrah|West Bengal|Graduate/)).not.toBeInTheDocument();
  });
});
