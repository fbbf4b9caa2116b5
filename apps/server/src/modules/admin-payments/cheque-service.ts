import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TCheque, TChequeListData, ZChequeListQuery } from "@app/contract";
import type { Clock } from "../../lib/clock.ts";
import { int } from "../../lib/rows.ts";
import { conflict, forbidden, notFound } from "../../http/errors.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import type { Notifier } from "../notifications/service.ts";
import { auditOrder, lockMember, type Actor, type Settlement } from "../payments/settle-service.ts";
import type { PromoService } from "../promo/service.ts";
import { auditCheque, chequeOrderId, chequePaymentId, chequeSelect, readCheque } from "./cheque-common.ts";
import { createChequeRecorder } from "./cheque-record-service.ts";
import { toCheque, ZChequeDb } from "./presenter.ts";

const { chequePayments, orders, plans } = schema;
type ListQuery = z.output<typeof ZChequeListQuery>;

export const chequeClearMessages = {
  ownCheque: "Another super admin must clear a cheque you recorded.",
  promoUsedUp:
    "The promo code of this payment was fully used before it cleared. Raise the code's total uses, or mark this payment bounced.",
  promoUsedByMember: "This member used the promo code of this payment elsewhere before it cleared. Mark this payment bounced.",
};

/**
 * Cheque Payments: an offline payment (cheque or bank transfer) recorded by a super admin, at the
 * plan's price (after a promo code, if any). Clearing it, by another super admin, creates the order
 * and settles it through the payments settlement (`settlePaid`), exactly as an online payment: plan
 * period, points, the receipt number of the same sequence, the receipt notice and anything else
 * hooked on a paid order; a promo code's use is taken then. Bouncing a recorded cheque grants
 * nothing; bouncing a cleared one makes its order `bounced` (not refunded) and takes the grant back
 * (`applyBounce`: the plan ends, the RR's commission is reversed, unspent points are taken back). The
 * cheque row is locked while deciding, so two clears at once grant once and two bounces at once take
 * back once.
 */
export function createChequeService(d: { db: Database; clock: Clock; settlement: Settlement; notifier: Notifier; promos: PromoService }) {
  const { db, clock } = d;
  const audit = (tx: Database, adminId: number, action: string, chequeId: string, details: Record<string, unknown>) =>
    auditCheque(tx, clock, adminId, action, chequeId, details);
  const recorder = createChequeRecorder(d);

  async function list(q: ListQuery): Promise<TChequeListData> {
    const where = q.status ? sql`where c.status = ${q.status}` : sql``;
    const [rows, [{ n }]] = await Promise.all([
      queryRows(
        db,
        ZChequeDb,
        sql`${chequeSelect} ${where} order by c.created_at desc, c.id limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
      ),
      queryRows(db, z.object({ n: int }), sql`select count(*)::int as n from cheque_payments c ${where}`),
    ]);
    return { cheques: rows.map(toCheque), total: n, page: q.page, pageSize: q.pageSize };
  }

  async function clear(adminId: number, id: string): Promise<TCheque> {
    const actor: Actor = { type: "admin", id: adminId };
    try {
      await clearIn(actor, adminId, id);
    } catch (e) {
      if (isUniqueViolation(e, "promo_redemptions_once_unique")) throw conflict(chequeClearMessages.promoUsedByMember);
      throw e;
    }
    void d.notifier.flush();
    return readCheque(db, id);
  }

  function clearIn(actor: Actor, adminId: number, id: string) {
    return db.transaction(async (tx) => {
      const [c] = await tx.select().from(chequePayments).where(eq(chequePayments.id, id)).for("update");
      if (!c) throw notFound("Cheque payment not found");
      if (c.status === "cleared") throw conflict("This payment was already cleared.");
      if (c.status === "bounced") throw conflict("A bounced payment cannot be cleared. Record the new payment instead.");
      if (c.userId === null) throw conflict("The member's account was erased.");
      // Two people see the money in: the one who recorded it does not also clear it.
      if (c.recordedBy === adminId) throw forbidden(chequeClearMessages.ownCheque);
      await lockMember(tx, c.userId);
      const [plan] = await tx.select().from(plans).where(eq(plans.id, c.planId));
      const promo = c.promoId === null ? null : await d.promos.takeChequeUse(tx, c.promoId);
      if (c.promoId !== null && !promo) throw conflict(chequeClearMessages.promoUsedUp);
      const now = clock.now();
      const gatewayOrderId = chequeOrderId(c.id);
      const [order] = await tx
        .insert(orders)
        .values({
          userId: c.userId,
          planId: plan.id,
          planName: plan.name,
          planNameBn: plan.nameBn,
          amountPaise: c.amountPaise,
          currency: "INR",
          location: `${c.method === "cheque" ? "Cheque" : "Bank transfer"} ${c.number}, ${c.bank}`.slice(0, 120),
          promoCode: promo?.code ?? null,
          discountPaise: c.discountPaise,
          status: "created",
          provider: "cheque",
          gatewayOrderId,
          createdAt: now,
        })
        .returning({ id: orders.id });
      if (promo && c.promoId !== null)
        await d.promos.recordChequeUse(tx, {
          promoId: c.promoId,
          userId: c.userId,
          orderId: order.id,
          oncePerMember: promo.oncePerMember,
          discountPaise: c.discountPaise,
        });
      await auditOrder(tx, now, actor, "order_created", order.id, {
        planId: plan.id,
        amountPaise: c.amountPaise,
        chequeId: c.id,
        provider: "cheque",
        ...(promo ? { promoCode: promo.code, discountPaise: c.discountPaise } : {}),
      });
      const r = await d.settlement.settlePaid(
        tx,
        gatewayOrderId,
        { id: chequePaymentId(c.id), amountPaise: c.amountPaise, currency: "INR" },
        actor,
        "cheque",
      );
      if (r.kind !== "granted") throw new Error(`cheque settlement answered ${r.kind}`);
      await tx
        .update(chequePayments)
        .set({ status: "cleared", orderId: order.id, clearedAt: now })
        .where(and(eq(chequePayments.id, c.id), eq(chequePayments.status, "recorded")));
      await audit(tx, adminId, "cheque_cleared", c.id, { orderId: order.id, receiptNumber: r.order.receiptNumber, userId: c.userId });
    });
  }

  async function bounce(adminId: number, id: string, reason: string): Promise<TCheque> {
    const actor: Actor = { type: "admin", id: adminId };
    await db.transaction(async (tx) => {
      const [c] = await tx.select().from(chequePayments).where(eq(chequePayments.id, id)).for("update");
      if (!c) throw notFound("Cheque payment not found");
      if (c.status === "bounced") throw conflict("This payment was already marked bounced.");
      const now = clock.now();
      let pointsReversed = 0;
      if (c.status === "cleared") {
        // The order it paid becomes bounced and what it granted is taken back, once: the cheque row
        // is locked, and the settlement changes the order only while it is paid.
        const r = await d.settlement.applyBounce(tx, { paymentId: chequePaymentId(c.id), chequeId: c.id, reason }, actor);
        if (r.kind === "not_paid" && r.status === "refunded") throw conflict("This payment was refunded, so it cannot be marked bounced.");
        if (r.kind === "refund_requested") throw conflict("A refund of this payment was requested, so it cannot be marked bounced.");
        if (r.kind !== "bounced") throw new Error(`cheque bounce answered ${r.kind}`);
        pointsReversed = r.pointsReversed;
      }
      await tx
        .update(chequePayments)
        .set({ status: "bounced", bouncedAt: now, bounceReason: reason })
        .where(and(eq(chequePayments.id, c.id), eq(chequePayments.status, c.status)));
      await audit(tx, adminId, "cheque_bounced", c.id, {
        reason,
        previousStatus: c.status,
        grantReversed: c.status === "cleared",
        pointsReversed,
        orderId: c.orderId,
        clearedAt: c.clearedAt?.toISOString() ?? null,
      });
    });
    return readCheque(db, id);
  }

  return { list, get: (id: string) => readCheque(db, id), record: recorder.record, clear, bounce };
}
export type ChequeService = ReturnType<typeof createChequeService>;
