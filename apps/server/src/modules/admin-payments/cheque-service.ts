import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TCheque, TChequeListData, ZChequeCreateRequest, ZChequeListQuery } from "@app/contract";
import type { Clock } from "../../lib/clock.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { int, text } from "../../lib/rows.ts";
import { conflict, fieldError, notFound } from "../../http/errors.ts";
import type { Notifier } from "../notifications/service.ts";

import { auditOrder, type Actor, type Settlement } from "../payments/settle-service.ts";
import { toCheque, ZChequeDb } from "./presenter.ts";

const { chequePayments, orders, plans, auditLog } = schema;
const toPaise = (rupees: string | number) => Math.round(Number(rupees) * 100);
type CreateInput = z.output<typeof ZChequeCreateRequest>;
type ListQuery = z.output<typeof ZChequeListQuery>;

/** The order a cleared cheque creates, and the "payment" that settles it: one of each per cheque. */
export const chequeOrderId = (chequeId: string) => `chq_${chequeId}`;
export const chequePaymentId = (chequeId: string) => `chqpay_${chequeId}`;

const chequeSelect = sql`select c.id::text as id, c.method, c.number, c.bank, c.cheque_date::text as "chequeDate", c.amount_paise as "amountPaise",
  c.user_id as "memberId", u.name as "memberName", p.profile_id as "adId", c.plan_id as "planId", pl.name as "planName", c.status,
  c.note, c.bounce_reason as "bounceReason", c.order_id::text as "orderId", o.receipt_number as "receiptNumber",
  a.name as "recordedBy", c.created_at as "createdAt", c.cleared_at as "clearedAt", c.bounced_at as "bouncedAt"
  from cheque_payments c join plans pl on pl.id = c.plan_id left join users u on u.id = c.user_id
  left join profiles p on p.user_id = c.user_id left join orders o on o.id = c.order_id left join admins a on a.id = c.recorded_by`;

/**
 * Cheque Payments: an offline payment (cheque or bank transfer) recorded by an admin. Clearing it
 * creates the order and settles it through the payments settlement (`settlePaid`), exactly as an
 * online payment: plan period, points, the receipt number of the same sequence, the receipt notice
 * and anything else hooked on a paid order. Bouncing a recorded cheque grants nothing; bouncing a
 * cleared one makes its order `bounced` (not refunded) and takes the grant back (`applyBounce`: the
 * plan ends, the RR's commission is reversed, unspent points are taken back). The cheque row is
 * locked while deciding, so two clears at once grant once and two bounces at once take back once.
 */
export function createChequeService(d: { db: Database; clock: Clock; settlement: Settlement; notifier: Notifier }) {
  const { db, clock } = d;

  const audit = (tx: Database, adminId: number, action: string, chequeId: string, details: Record<string, unknown>) =>
    tx.insert(auditLog).values({
      actorType: "admin",
      actorId: adminId,
      action,
      subjectType: "cheque",
      subjectId: chequeId,
      details,
      createdAt: clock.now(),
    });

  async function one(exec: Database, id: string): Promise<TCheque> {
    const [row] = await queryRows(exec, ZChequeDb, sql`${chequeSelect} where c.id = ${id}::uuid`);
    if (!row) throw notFound("Cheque payment not found");
    return toCheque(row);
  }

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

  /** The member named by an ad number (B2001) or a phone number. */
  async function findMember(term: string) {
    const t = term.trim();
    const digits = t.replace(/[\s()+-]/g, "").replace(/^(91|0)(?=\d{10}$)/, "");
    const rows = /^[bg]\d{1,12}$/i.test(t)
      ? await queryRows(
          db,
          z.object({ id: int, status: text }),
          sql`select u.id, u.account_status as status from profiles p join users u on u.id = p.user_id where p.profile_id = ${t.toUpperCase()}`,
        )
      : /^\d{10}$/.test(digits)
        ? await queryRows(
            db,
            z.object({ id: int, status: text }),
            sql`select id, account_status as status from users where phone = ${digits}`,
          )
        : [];
    const m = rows[0];
    if (!m || m.status === "deleted") throw fieldError("member", "No member has this ad number or phone", 404, "not_found");
    return m.id;
  }

  async function record(adminId: number, req: CreateInput): Promise<TCheque> {
    const userId = await findMember(req.member);
    const [plan] = await db.select().from(plans).where(eq(plans.id, req.planId));
    if (!plan) throw fieldError("planId", "Plan not found", 404, "not_found");
    if (!plan.active || plan.catalog !== "main") throw conflict("This plan cannot be sold.", "planId");
    const amountPaise = toPaise(req.amount);
    try {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(chequePayments)
          .values({
            method: req.method,
            number: req.number,
            bank: req.bank,
            chequeDate: req.chequeDate,
            amountPaise,
            userId,
            planId: plan.id,
            note: req.note || null,
            recordedBy: adminId,
            createdAt: clock.now(),
          })
          .returning({ id: chequePayments.id });
        await audit(tx, adminId, "cheque_recorded", row.id, {
          userId,
          planId: plan.id,
          amountPaise,
          method: req.method,
          number: req.number,
          bank: req.bank,
          chequeDate: req.chequeDate,
          planPricePaise: toPaise(plan.price),
        });
        return row.id;
      });
      return await one(db, id);
    } catch (e) {
      if (isUniqueViolation(e, "cheque_payments_number_unique"))
        throw conflict(`This ${req.method === "cheque" ? "cheque" : "transfer"} number of this bank is already recorded.`, "number");
      throw e;
    }
  }

  async function clear(adminId: number, id: string): Promise<TCheque> {
    const actor: Actor = { type: "admin", id: adminId };
    await db.transaction(async (tx) => {
      const [c] = await tx.select().from(chequePayments).where(eq(chequePayments.id, id)).for("update");
      if (!c) throw notFound("Cheque payment not found");
      if (c.status === "cleared") throw conflict("This payment was already cleared.");
      if (c.status === "bounced") throw conflict("A bounced payment cannot be cleared. Record the new payment instead.");
      if (c.userId === null) throw conflict("The member's account was erased.");
      const [plan] = await tx.select().from(plans).where(eq(plans.id, c.planId));
      const now = clock.now();
      const gatewayOrderId = chequeOrderId(c.id);
      const [order] = await tx
        .insert(orders)
        .values({
          userId: c.userId,
          planId: plan.id,
          planName: plan.name,
          amountPaise: c.amountPaise,
          currency: "INR",
          location: `${c.method === "cheque" ? "Cheque" : "Bank transfer"} ${c.number}, ${c.bank}`.slice(0, 120),
          status: "created",
          provider: "cheque",
          gatewayOrderId,
          createdAt: now,
        })
        .returning({ id: orders.id });
      await auditOrder(tx, now, actor, "order_created", order.id, {
        planId: plan.id,
        amountPaise: c.amountPaise,
        chequeId: c.id,
        provider: "cheque",
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
    void d.notifier.flush();
    return one(db, id);
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
    return one(db, id);
  }

  return { list, get: (id: string) => one(db, id), record, clear, bounce };
}
export type ChequeService = ReturnType<typeof createChequeService>;
