import { periodBoundary } from "./plan-period.ts";
import { and, eq, isNull, sql } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import type { Clock } from "../../lib/clock.ts";
import { reverseOnce } from "../points/service.ts";
import { reverseCommission } from "../rr/commission-service.ts";
import { issueCreditNote } from "./credit-note.ts";
import { auditOrder, grantKey, type Actor, type Via } from "./order-audit.ts";
import type { OrderRow } from "./presenter.ts";

const { orders, memberPlans } = schema;

export type BounceResult =
  | { kind: "bounced"; order: OrderRow; pointsReversed: number }
  | { kind: "not_paid"; status: string }
  | { kind: "refund_requested" }
  | { kind: "unknown" };

/** Taking back what a paid order granted: a refund the gateway processed, or a cleared cheque that bounced. */
export function createReversals(d: { clock: Clock }) {
  /**
   * What a paid order granted, taken back: the plan period ends now, the referring RR's commission
   * is reversed (once per order) and the points it granted are taken back as far as they are unspent
   * (once per ledger grant key, never below zero). Answers the points taken back.
   */
  async function takeBack(tx: Database, order: OrderRow, now: Date, points: { reason: string; grantKey: string }) {
    await tx
      .update(memberPlans)
      .set({ endsAt: periodBoundary(now) })
      .where(
        and(
          eq(memberPlans.orderId, order.id),
          sql`(${memberPlans.endsAt} is null or ${memberPlans.endsAt} > ${now.toISOString()}::timestamptz)`,
        ),
      );
    await reverseCommission(tx, order.id, now);
    if (order.userId === null) return 0;
    const granted = { proposal: order.pointsGranted, ccp: order.ccpGranted, telecaller: order.telecallerCallsGranted };
    const taken = { proposal: 0, ccp: 0, telecaller: 0 };
    for (const kind of ["proposal", "ccp", "telecaller"] as const)
      if (granted[kind] > 0)
        taken[kind] = await reverseOnce(tx, order.userId, kind, granted[kind], points.reason, grantKey(points.grantKey, kind));
    return taken.proposal;
  }

  /**
   * A refund the gateway processed: paid → refunded, its credit note issued (the next number of its own
   * sequence), and what the order granted is taken back (ledger grant key `refund:<id>`). A partial refund is recorded but changes nothing else. Idempotent.
   */
  async function applyRefund(exec: Database, r: { paymentId: string; refundId: string; amountPaise: number }, actor: Actor, via: Via) {
    return exec.transaction(async (tx) => {
      const now = d.clock.now();
      const [order] = await tx.select().from(orders).where(eq(orders.gatewayPaymentId, r.paymentId)).for("update");
      if (!order || order.status !== "paid") return false;
      if (r.amountPaise < order.amountPaise) {
        await auditOrder(tx, now, actor, "payment_partially_refunded", order.id, { refundId: r.refundId, amountPaise: r.amountPaise, via });
        return false;
      }
      await tx
        .update(orders)
        .set({ status: "refunded", refundedAt: now, gatewayRefundId: order.gatewayRefundId ?? r.refundId })
        .where(and(eq(orders.id, order.id), eq(orders.status, "paid")));
      const reversed = await takeBack(tx, order, now, { reason: `Refund of ${order.planName}`, grantKey: `refund:${order.id}` });
      const creditNoteNumber = await issueCreditNote(tx, order, order.gatewayRefundId ?? r.refundId, now);
      await auditOrder(tx, now, actor, "payment_refunded", order.id, {
        userId: order.userId,
        refundId: r.refundId,
        creditNoteNumber,
        amountPaise: r.amountPaise,
        pointsReversed: reversed,
        via,
      });
      return true;
    });
  }

  /**
   * A cheque that bounced after it had cleared: paid → bounced (never "refunded": no money went
   * back, none had come in), and what the order granted is taken back as a refund would (ledger grant
   * key `bounce:<id>`). With the order row locked; an order that is no longer simply paid (refunded,
   * a refund requested, already bounced) is answered as it is and nothing changes.
   */
  async function applyBounce(
    exec: Database,
    r: { paymentId: string; chequeId: string; reason: string },
    actor: Actor,
  ): Promise<BounceResult> {
    return exec.transaction(async (tx) => {
      const now = d.clock.now();
      const [order] = await tx.select().from(orders).where(eq(orders.gatewayPaymentId, r.paymentId)).for("update");
      if (!order) return { kind: "unknown" } as const;
      if (order.status !== "paid") return { kind: "not_paid", status: order.status } as const;
      if (order.refundRequestedAt) return { kind: "refund_requested" } as const;
      const [bounced] = await tx
        .update(orders)
        .set({ status: "bounced", bouncedAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.status, "paid"), isNull(orders.refundRequestedAt)))
        .returning();
      const reversed = await takeBack(tx, order, now, { reason: `Cheque bounced: ${order.planName}`, grantKey: `bounce:${order.id}` });
      await auditOrder(tx, now, actor, "payment_bounced", order.id, {
        userId: order.userId,
        chequeId: r.chequeId,
        reason: r.reason,
        amountPaise: order.amountPaise,
        clearedAt: order.paidAt?.toISOString() ?? null,
        pointsReversed: reversed,
        via: "cheque",
      });
      return { kind: "bounced", order: bounced, pointsReversed: reversed } as const;
    });
  }

  return { applyRefund, applyBounce };
}
