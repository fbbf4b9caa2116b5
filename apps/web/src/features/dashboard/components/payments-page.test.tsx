import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import type { TPaymentsData } from "@app/contract";
import { fakeNetwork, ok } from "@/test/network";
import { PaymentsPage } from "./payments-page";

const order = {
  id: "8d0f0a52-6d4e-4c1e-9d8a-0c3f7f1d2a13",
  planId: 7,
  planName: "Text AD Basic Plus",
  planNameBn: "টেক্সট বিজ্ঞাপন বেসিক প্লাস",
  amount: 3000,
  currency: "INR",
  orderId: "chq_8d0f0a52-6d4e-4c1e-9d8a-0c3f7f1d2a11",
  paymentId: "chqpay_8d0f0a52-6d4e-4c1e-9d8a-0c3f7f1d2a11",
  receiptNumber: "SB/2026-27/000009",
  creditNoteNumber: null,
  createdAt: "2026-11-20T06:30:00.000Z",
  paidAt: "2026-11-20T06:30:00.000Z",
};

describe("PaymentsPage", () => {
  it("shows a cheque that bounced after clearing as bounced, with the day it had cleared, never as refunded", async () => {
    const data: TPaymentsData = {
      payments: [{ ...order, status: "bounced" }],
      plans: [
        { planId: 7, planName: order.planName, planNameBn: null, startsAt: "2026-11-20T06:30:00.000Z", endsAt: "2026-11-22T06:30:00.000Z" },
      ],
    };
    fakeNetwork({ "GET /api/dashboard/payments": ok(data) });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <PaymentsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const row = await screen.findByTestId("payment-row");
    expect(within(row).getByText("Cheque bounced")).toBeInTheDocument();
    expect(row).toHaveTextContent(/The cheque cleared on .*20.* but then bounced, so the plan was withdrawn\./);
    expect(row).not.toHaveTextContent("Refunded");
    expect(within(row).getByRole("link", { name: /Receipt/ })).toHaveAttribute("href", `/receipt/${order.id}`);
  });
});
