import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { Clock } from "../../lib/clock.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { int } from "../../lib/rows.ts";
import { receiptNotice } from "./receipt-notice.ts";
import type { Notifier } from "../notifications/service.ts";
import { grantOnce, reverseOnce, type PointKind } from "../points/service.ts";
import { accrueCommission, reverseCommission } from "../rr/commission-service.ts";
import { issueCreditNote } from "./credit-note.ts";
import { wasPaid, type OrderRow } from "./presenter.ts";
import { financialYear, gstSplit, receiptNumber, toRupees } from "./receipt.ts";

const { orders, memberPlans, plans, auditLog } = schema;

/** The ledger's once-only key of an order's grant (or its reversal) of one kind: `order:<id>`, `order:<id>:ccp`, `order:<id>:telecaller`. */
const grantKey = (base: string, kind: PointKind) => (kind === "proposal" ? base : `${base}:${kind}`);

/** Who moved an order: the member at checkout, an admin, or the system (webhook, reconciliation). */
export type Actor = { type: "member" | "admin" | "system"; id: number | null };
export type Via = "verify" | "webhook" | "reconciliation" | "refund" | "cheque";

export type SettleResult =
  | { kind: "granted"; order: OrderRow }
  | { kind: "already"; order: OrderRow }
  | { kind: "duplicate"; order: OrderRow }
  | { kind: "mismatch"; order: OrderRow }
  | { kind: "payment_reused" }
  | { kind: "unknown" };

export type BounceResult =
  | { kind: "bounced"; order: OrderRow; pointsReversed: number }
  | { kind: "not_paid"; status: string }
  | { kind: "refund_requested" }
  | { kind: "unknown" };

export type CapturedPayment = { id: string; amountPaise: number; currency: string };

/** Rupees as the product writes them to people: "Rs 10,000", "Rs 1,00,000", "Rs 2,400.5". */
export const inr = (paise: number) =>
  `Rs ${toRupees(paise).toLocaleString("en-IN", { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

/**
 * The member's lock for what decides their ad plans: taken by the settlement before it grants a plan
 * and by the free trial before it checks that no ad plan is held, so the two never interleave.
 */
export async function lockMember(tx: Database, userId: number) {
  await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, userId)).for("update");
}

export async function auditOrder(tx: Database, at: Date, actor: Actor, action: string, orderId: string, details: Record<string, unknown>) {
  await tx.insert(auditLog).values({
    actorType: actor.type,
    actorId: actor.id,
    action,
    subjectType: "order",
    subjectId: orderId,
    details,
    createdAt: at,
  });
}

/**
 * The one way an order's money turns into what it bought, used by checkout verification, the
 * webhook and reconciliation alike. In one transaction, with the order row locked: the conditional
 * change to `paid` (from created, failed or expired), the payment id (unique across orders), the
 * next receipt number of the financial year, the plan period, the plan's proposal points, CCP and
 * telecaller calls (ledger grant keys `order:<id>`, `order:<id>:ccp`, `order:<id>:telecaller`), the
 * audit row and the receipt notice. A second call for the same payment finds the
 * order paid and grants nothing.
 */
export function createSettlement(d: { db: Database; clock: Clock; notifier: Notifier; publicUrl: string }) {
  async function settlePaid(exec: Database, gatewayOrderId: string, p: CapturedPayment, actor: Actor, via: Via): Promise<SettleResult> {
    let result: SettleResult;
    try {
      result = await exec.transaction(async (tx) => {
        const now = d.clock.now();
        const [order] = await tx.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId)).for("update");
        if (!order) return { kind: "unknown" } as const;
        if (wasPaid(order.status)) {
          if (order.gatewayPaymentId === p.id) return { kind: "already", order } as const;
          await auditOrder(tx, now, actor, "payment_duplicate", order.id, { paymentId: p.id, amountPaise: p.amountPaise, via });
          return { kind: "duplicate", order } as const;
        }
        if (p.amountPaise !== order.amountPaise || p.currency !== order.currency) {
          await auditOrder(tx, now, actor, "payment_amount_mismatch", order.id, {
            paymentId: p.id,
            expectedPaise: order.amountPaise,
            paidPaise: p.amountPaise,
            currency: p.currency,
            via,
          });
          return { kind: "mismatch", order } as const;
        }
        if (order.userId !== null) await lockMember(tx, order.userId);
        const fy = financialYear(now);
        const [{ last }] = await queryRows(
          tx,
          z.object({ last: int }),
          sql`insert into receipt_counters (fy, last) values (${fy}, 1)
              on conflict (fy) do update set last = receipt_counters.last + 1 returning last`,
        );
        const [plan] = await tx.select().from(plans).where(eq(plans.id, order.planId));
        // Exactly what the plan's card promises: its proposal points, CCP and telecaller calls (and, below, its days).
        const grants =
          order.userId !== null
            ? { proposal: plan.proposalPoints, ccp: plan.freeCcp, telecaller: plan.telecallerCalls }
            : { proposal: 0, ccp: 0, telecaller: 0 };
        const points = grants.proposal;
        const [paid] = await tx
          .update(orders)
          .set({
            status: "paid",
            gatewayPaymentId: p.id,
            paidAt: now,
            receiptNumber: receiptNumber(fy, last),
            pointsGranted: grants.proposal,
            ccpGranted: grants.ccp,
            telecallerCallsGranted: grants.telecaller,
          })
          .where(and(eq(orders.id, order.id), inArray(orders.status, ["created", "failed", "expired"])))
          .returning();
        if (order.userId !== null) {
          // Ad plans last till marriage unless the plan has a duration; proposal add-ons are points only.
          if (plan.type !== "proposal")
            await tx.insert(memberPlans).values({
              userId: order.userId,
              planId: plan.id,
              startsAt: now,
              endsAt: plan.durationDays ? new Date(now.getTime() + plan.durationDays * 86_400_000) : null,
              source: "payment",
              orderId: order.id,
            });
          for (const kind of ["proposal", "ccp", "telecaller"] as const)
            if (grants[kind] > 0)
              await grantOnce(tx, order.userId, kind, grants[kind], `${plan.name} plan`, grantKey(`order:${order.id}`, kind));
          // The referring RR's commission, once per order.
          await accrueCommission(tx, { id: order.id, userId: order.userId, netPaise: gstSplit(order.amountPaise).taxable }, now);
          await d.notifier.enqueue(
            tx,
            order.userId,
            receiptNotice({ ...paid, paymentId: p.id, planName: plan.name, amount: inr(order.amountPaise), publicUrl: d.publicUrl }),
          );
        }
        await auditOrder(tx, now, actor, "payment_captured", order.id, {
          userId: order.userId,
          planId: plan.id,
          amountPaise: order.amountPaise,
          paymentId: p.id,
          receiptNumber: paid.receiptNumber,
          pointsGranted: points,
          ccpGranted: grants.ccp,
          telecallerCallsGranted: grants.telecaller,
          previousStatus: order.status,
          via,
        });
        return { kind: "granted", order: paid } as const;
      });
    } catch (e) {
      if (isUniqueViolation(e, "orders_gateway_payment_unique")) return { kind: "payment_reused" };
      throw e;
    }
    if (result.kind === "granted") void d.notifier.flush();
    return result;
  }

  /** A failed attempt: created → failed only; a paid order stays paid whatever arrives after. */
  async function markFailed(exec: Database, gatewayOrderId: string, paymentId: string, reason: string, actor: Actor, via: Via) {
    return exec.transaction(async (tx) => {
      const now = d.clock.now();
      const [row] = await tx
        .update(orders)
        .set({ status: "failed", failedAt: now, failureReason: reason.slice(0, 300) })
        .where(and(eq(orders.gatewayOrderId, gatewayOrderId), eq(orders.status, "created")))
        .returning({ id: orders.id });
      if (row) await auditOrder(tx, now, actor, "payment_failed", row.id, { paymentId, reason, via });
      return Boolean(row);
    });
  }

  /** An order never paid within its time: created → expired. */
  async function expire(orderId: string) {
    return d.db.transaction(async (tx) => {
      const now = d.clock.now();
      const [row] = await tx
        .update(orders)
        .set({ status: "expired", expiredAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.status, "created")))
        .returning({ id: orders.id });
      if (row) await auditOrder(tx, now, { type: "system", id: null }, "order_expired", row.id, {});
      return Boolean(row);
    });
  }

  /**
   * What a paid order granted, taken back: the plan period ends now, the referring RR's commission
   * is reversed (once per order) and the points it granted are taken back as far as they are unspent
   * (once per ledger grant key, never below zero). Answers the points taken back.
   */
  async function takeBack(tx: Database, order: OrderRow, now: Date, points: { reason: string; grantKey: string }) {
    await tx
      .update(memberPlans)
      .set({ endsAt: now })
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

  return { settlePaid, markFailed, expire, applyRefund, applyBounce };
}
export type Settlement = ReturnType<typeof createSettlement>;
