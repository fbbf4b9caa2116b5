import { and, eq, isNull } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import type { Clock } from "../../lib/clock.ts";
import { AppError, conflict, notFound } from "../../http/errors.ts";
import { GatewayError, type PaymentGateway } from "../../providers/payments/index.ts";
import { auditOrder, type Actor, type Settlement } from "./settle-service.ts";

const { orders } = schema;

/** The answer to a refund of a cheque order whose cheque bounced after clearing. */
export const BOUNCED_NOT_REFUNDABLE = "This cheque bounced after it cleared: no money was received, so there is nothing to refund.";

/**
 * Refunds a paid order in full at the gateway (for the admin screens). The order is marked as
 * refund-requested first (one request per order, conditional UPDATE); when the gateway reports the
 * refund processed (at once, or later by `refund.processed`) the plan ends and unspent points are
 * taken back through the ledger.
 */
export function createRefundService(d: { db: Database; clock: Clock; gateway: PaymentGateway; settlement: Settlement }) {
  async function refund(orderId: string, actor: Actor, reason: string) {
    const now = d.clock.now();
    const [order] = await d.db
      .update(orders)
      .set({ refundRequestedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, "paid"), isNull(orders.refundRequestedAt)))
      .returning();
    if (!order) {
      const [existing] = await d.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
      if (!existing) throw notFound("Order not found");
      if (existing.status === "bounced") throw conflict(BOUNCED_NOT_REFUNDABLE);
      throw conflict(existing.status === "paid" ? "A refund of this order was already requested." : "Only a paid order can be refunded.");
    }
    // A paid order always has its payment id (CHECK orders_paid_has_payment).
    const paymentId = order.gatewayPaymentId ?? "";
    let r;
    try {
      r = await d.gateway.refund(paymentId, order.amountPaise, { orderId: order.id, reason: reason.slice(0, 200) });
    } catch (e) {
      // Nothing was refunded: the request may be made again.
      await d.db.update(orders).set({ refundRequestedAt: null }).where(eq(orders.id, order.id));
      if (e instanceof GatewayError) throw new AppError(503, "service_unavailable", `The payment gateway refused the refund: ${e.message}`);
      throw e;
    }
    await d.db.transaction(async (tx) => {
      await tx.update(orders).set({ gatewayRefundId: r.id }).where(eq(orders.id, order.id));
      await auditOrder(tx, now, actor, "refund_requested", order.id, {
        refundId: r.id,
        amountPaise: r.amountPaise,
        reason,
        gatewayStatus: r.status,
      });
    });
    const applied =
      r.status === "processed"
        ? await d.settlement.applyRefund(d.db, { paymentId, refundId: r.id, amountPaise: r.amountPaise }, actor, "refund")
        : false;
    return { refundId: r.id, status: applied ? ("refunded" as const) : ("pending" as const) };
  }
  return { refund };
}
export type RefundService = ReturnType<typeof createRefundService>;
