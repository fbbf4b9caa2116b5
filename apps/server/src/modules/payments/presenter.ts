import type { schema } from "@app/db";
import type { TOrder } from "@app/contract";
import { toRupees } from "./receipt.ts";

export type OrderRow = typeof schema.orders.$inferSelect;

/** An order that was paid (since refunded, or a cheque that bounced after clearing): it has a payment and a receipt number. */
export const wasPaid = (status: string): status is "paid" | "refunded" | "bounced" =>
  status === "paid" || status === "refunded" || status === "bounced";

export function toOrder(o: OrderRow, creditNoteNumber: string | null = null): TOrder {
  return {
    id: o.id,
    planId: o.planId,
    planName: o.planName,
    planNameBn: o.planNameBn,
    amount: toRupees(o.amountPaise),
    currency: o.currency,
    status: o.status as TOrder["status"],
    orderId: o.gatewayOrderId,
    paymentId: o.gatewayPaymentId,
    receiptNumber: o.receiptNumber,
    creditNoteNumber,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt ? o.paidAt.toISOString() : null,
  };
}
