import { setLanguage } from "@/lib/i18n";
import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { TRrPaymentsData } from "@app/contract";
import { fakeNetwork, ok } from "@/test/network";
import { TrackPayment } from "./track-payment";

const data: TRrPaymentsData = {
  payments: [
    {
      orderId: "8d0f0a52-6d4e-4c1e-9d8a-0c3f7f1d2a11",
      memberId: "B2001",
      memberName: "Rupa Sarkar",
      planName: "Text AD Basic Plus",
      planNameBn: "টেক্সট বিজ্ঞাপন বেসিক প্লাস",
      amountPaise: 300_000,
      netPaise: 254_237,
      status: "paid",
      paidAt: "2026-11-20T06:30:00.000Z",
      commissionPaise: 12_712,
      commissionStatus: "due",
    },
  ],
  pagination: { currentPage: 1, totalPages: 1, totalCount: 1, hasNext: false, hasPrev: false },
};

afterEach(() => setLanguage("en"));

describe("Track Payment", () => {
  it("names each payment's plan in the panel's language", async () => {
    setLanguage("bn");
    fakeNetwork({ "GET /api/rr/payments": ok(data) });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TrackPayment />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/টেক্সট বিজ্ঞাপন বেসিক প্লাস/)).toBeInTheDocument();
    expect(screen.queryByText(/Text AD Basic Plus/)).toBeNull();
  });
});
