import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import type { TAdminOrderDetail } from "@app/contract";
import { setLanguage } from "@/lib/i18n";
import { OrderHistory } from "./order-history";

afterEach(() => setLanguage("en"));

const events: TAdminOrderDetail["events"] = [
  {
    action: "payment_captured",
    at: "2026-11-22T10:35:00.000Z",
    actor: { type: "member", name: null },
    details: {
      userId: 5,
      planId: 7,
      amountPaise: 300_000,
      paymentId: "pay_Abc123",
      receiptNumber: "SB/2026-27/000003",
      pointsGranted: 10,
      ccpGranted: 10,
      telecallerCallsGranted: 0,
      previousStatus: "created",
      via: "webhook",
    },
  },
];

describe("an order's history", () => {
  it("gives each event's details in words and the reader's digits, not the audit log's keys", () => {
    const view = render(<OrderHistory events={events} />);
    const details = screen.getByTestId("event-details");
    expect(details).toHaveTextContent("Amount: ₹3,000");
    expect(details).toHaveTextContent("Receipt: SB/2026-27/000003");
    expect(details).toHaveTextContent("CCP granted: 10");
    expect(details).toHaveTextContent("Before: Awaiting payment");
    expect(details).toHaveTextContent("Through: the gateway's notice");
    expect(details).not.toHaveTextContent(/amountPaise|planId|userId|webhook/);
    view.unmount();

    setLanguage("bn");
    render(<OrderHistory events={events} />);
    const bn = screen.getByTestId("event-details");
    expect(bn).toHaveTextContent("টাকার অঙ্ক: ₹৩,০০০");
    expect(bn).toHaveTextContent("দেওয়া CCP: ১০");
    expect(bn).toHaveTextContent("মাধ্যম: গেটওয়ের বার্তা");
    expect(bn).toHaveTextContent("রসিদ: SB/2026-27/000003");
    expect(bn).not.toHaveTextContent(/Amount|Receipt|Through|Before|Awaiting/);
    expect(screen.getByText("পেমেন্ট পাওয়া গেছে")).toBeInTheDocument();
  });
});
