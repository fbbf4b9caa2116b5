import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, ok } from "@/test/network";
import { PaymentsDetailPage } from "./payments-detail-page";

const id = "8d0f0a52-6d4e-4c1e-9d8a-0c3f7f1d2a20";
const order = {
  id,
  orderId: "order_T1",
  member: { memberId: 5, adId: "G2001", name: "Arjun Roy" },
  planId: 7,
  planName: "Text AD Basic Plus",
  planNameBn: null,
  amountPaise: 300_000,
  discountPaise: 0,
  promoCode: null,
  status: "paid",
  provider: "test",
  receiptNumber: "SB/2026-27/000010",
  creditNoteNumber: null,
  createdAt: "2026-11-20T06:30:00.000Z",
  paidAt: "2026-11-20T06:31:00.000Z",
  location: "Salt Lake",
  currency: "INR",
  paymentId: "pay_T1",
  refundId: null,
  failureReason: null,
  refundRequestedAt: null,
  refundedAt: null,
  bouncedAt: null,
  events: [
    { at: "2026-11-20T06:30:00.000Z", action: "order_created", actor: { type: "member", name: null }, details: {} },
    { at: "2026-11-20T06:31:00.000Z", action: "payment_captured", actor: { type: "system", name: null }, details: {} },
  ],
  webhooks: [],
};

afterEach(() => setLanguage("en"));

describe("an order's history in Bengali", () => {
  it("names each event and who did it in Bengali words, not codes", async () => {
    setLanguage("bn");
    fakeNetwork({ [`GET /api/admin/payments/${id}`]: ok({ order }) });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <PaymentsDetailPage id={id} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("অর্ডার তৈরি হয়েছে", undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText("পেমেন্ট পাওয়া গেছে")).toBeInTheDocument();
    expect(screen.getAllByText(/সদস্য/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/order created|payment captured|\bmember\b/)).not.toBeInTheDocument();
  });
});
