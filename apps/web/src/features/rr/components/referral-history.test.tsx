import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, ok } from "@/test/network";
import { rrSession } from "../lib/rr-session";
import { ReferralHistory } from "./referral-history";

afterEach(() => {
  setLanguage("en");
  rrSession.clear();
});

describe("the RR's referral history in Bengali", () => {
  it("gives each event's time in Bengali, with the part of the day instead of AM/PM", async () => {
    setLanguage("bn");
    rrSession.signIn("rr-token", {
      id: 3,
      email: "rep@example.in",
      name: "Mitali Basu",
      mobileNo: "9830012345",
      active: true,
      status: "active",
      commission: 5,
      referCode: "K7PD2XM",
      referLink: null,
    });
    fakeNetwork({
      "GET /api/rr/history": ok({
        events: [
          { type: "referral", at: "2026-11-23T10:35:00Z", memberId: "B2001", memberName: "Ruma Ghosh", amountPaise: null, reference: null },
        ],
      }),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ReferralHistory />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("২৩ নভেঃ, ২০২৬, ৪:০৫ বিকাল", undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText(/AM|PM/)).not.toBeInTheDocument();
  });
});
