import "@/lib/i18n";
import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { TCurrentPlanData } from "@app/contract";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, ok } from "@/test/network";
import { TrialOffer } from "./trial-offer";

const held: TCurrentPlanData = {
  plan: {
    id: 7,
    name: "Text AD Basic Plus",
    nameBn: "টেক্সট বিজ্ঞাপন বেসিক প্লাস",
    type: "text",
    memberType: "STOCK",
    source: "payment",
    startsAt: "2026-11-20T06:30:00.000Z",
    endsAt: null,
  },
  trialAvailable: false,
};

afterEach(() => setLanguage("en"));

describe("TrialOffer", () => {
  it("names the plan the member holds in Bengali when the page is in Bengali", async () => {
    setLanguage("bn");
    fakeNetwork({ "GET /api/plans/current": ok(held) });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TrialOffer />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/টেক্সট বিজ্ঞাপন বেসিক প্লাস/)).toBeInTheDocument();
    expect(screen.queryByText(/Text AD Basic Plus/)).toBeNull();
  });
});
