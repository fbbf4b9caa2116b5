import { periodBoundary } from "./plan-period.ts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { Clock } from "../../lib/clock.ts";
import type { MetricsRecorder } from "../../lib/metrics.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { int } from "../../lib/rows.ts";
import { receiptNotice } from "./receipt-notice.ts";
import type { Notifier } from "../notifications/service.ts";
import { grantOnce } from "../points/service.ts";
import { accrueCommission } from "../rr/commission-service.ts";
import { auditOrder, grantKey, lockMember, type Actor, type Via } from "./order-audit.ts";
import { createReversals } from "./reversal-service.ts";
import { wasPaid, type OrderRow } from "./presenter.ts";
import { financialYear, gstSplit, receiptNumber, toRupees } from "./receipt.ts";

const { orders, memberPlans, plans } = schema;

export type SettleResult =
  | { kind: "granted"; order: OrderRow }
  | { kind: "already"; order: OrderRow }
  | { kind: "duplicate"; order: OrderRow }
  | { kind: "mismatch"; order: OrderRow }
  | { kind: "payment_reused" }
  | { kind: "unknown" };

export { auditOrder, lockMember, type Actor, type Via } from "./order-audit.ts";
export type { BounceResult } from "./reversal-service.ts";

export type CapturedPayment = { id: string; amountPaise: number; currency: string };

/** Rupees as the product writes them to people: "Rs 10,000", "Rs 1,00,000", "Rs 2,400.5". */
export const inr = (paise: number) =>
  `Rs ${toRupees(paise).toLocaleString("en-IN", { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

/**
 * The one way an order's money turns into what it bought, used by checkout verification, the
 * webhook and reconciliation alike. In one transaction, with the order row locked: the conditional
 * change to `paid` (from created, failed or expired), the payment id (unique across orders), the
 * next receipt number of the financial year, the plan period, the plan's proposal points, CCP and
 * telecaller calls (ledger grant keys `order:<id>`, `order:<id>:ccp`, `order:<id>:telecaller`), the
 * audit row and the receipt notice. A second call for the same payment finds the
 * order paid and grants nothing.
 */
export function createSettlement(d: {
  db: Database;
  clock: Clock;
  notifier: Notifier;
  publicUrl: string;
  /** Counts each outcome (captured, failed, expired, refunded, bounced, and the refusals: duplicate, mismatch…). */
  recorder?: Pick<MetricsRecorder, "payment">;
}) {
  const count =
    <T>(outcome: (result: T) => string | null) =>
    (result: T) => {
      const name = outcome(result);
      if (name) d.recorder?.payment(name);
      return result;
    };
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
              startsAt: periodBoundary(now),
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
            receiptNotice({
              ...paid,
              paymentId: p.id,
              planName: plan.name,
              planNameBn: plan.nameBn,
              amount: inr(order.amountPaise),
              publicUrl: d.publicUrl,
            }),
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
    return count((r: SettleResult) => (r.kind === "granted" ? "captured" : r.kind))(result);
  }

  /** A failed attempt: created → failed only; a paid order stays paid whatever arrives after. */
  async function markFailed(exec: Database, gatewayOrderId: string, paymentId: string, reason: string, actor: Actor, via: Via) {
    const failed = await exec.transaction(async (tx) => {
      const now = d.clock.now();
      const [row] = await tx
        .update(orders)
        .set({ status: "failed", failedAt: now, failureReason: reason.slice(0, 300) })
        .where(and(eq(orders.gatewayOrderId, gatewayOrderId), eq(orders.status, "created")))
        .returning({ id: orders.id });
      if (row) await auditOrder(tx, now, actor, "payment_failed", row.id, { paymentId, reason, via });
      return Boolean(row);
    });
    return count((changed: boolean) => (changed ? "failed" : null))(failed);
  }

  /** An order never paid within its time: created → expired. */
  async function expire(orderId: string) {
    const expired = await d.db.transaction(async (tx) => {
      const now = d.clock.now();
      const [row] = await tx
        .update(orders)
        .set({ status: "expired", expiredAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.status, "created")))
        .returning({ id: orders.id });
      if (row) await auditOrder(tx, now, { type: "system", id: null }, "order_expired", row.id, {});
      return Boolean(row);
    });
    return count((changed: boolean) => (changed ? "expired" : null))(expired);
  }

  const reversals = createReversals(d);
  return {
    settlePaid,
    markFailed,
    expire,
    applyRefund: async (...args: Parameters<typeof reversals.applyRefund>) =>
      count((changed: boolean) => (changed ? "refunded" : null))(await reversals.applyRefund(...args)),
    applyBounce: async (...args: Parameters<typeof reversals.applyBounce>) =>
      count((r: Awaited<ReturnType<typeof reversals.applyBounce>>) => (r.kind === "bounced" ? "bounced" : null))(
        await reversals.applyBounce(...args),
      ),
  };
}
export type Settlement = ReturnType<typeof createSettlement>;
