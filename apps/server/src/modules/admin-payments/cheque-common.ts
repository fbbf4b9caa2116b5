import { sql } from "drizzle-orm";
import { queryRows, schema, type Database } from "@app/db";
import type { TCheque } from "@app/contract";
import type { Clock } from "../../lib/clock.ts";
import { notFound } from "../../http/errors.ts";
import { toCheque, ZChequeDb } from "./presenter.ts";

/** The order a cleared cheque creates, and the "payment" that settles it: one of each per cheque. */
export const chequeOrderId = (chequeId: string) => `chq_${chequeId}`;
export const chequePaymentId = (chequeId: string) => `chqpay_${chequeId}`;

export const chequeSelect = sql`select c.id::text as id, c.method, c.number, c.bank, c.cheque_date::text as "chequeDate", c.amount_paise as "amountPaise",
  c.user_id as "memberId", u.name as "memberName", p.profile_id as "adId", c.plan_id as "planId", pl.name as "planName", pl.name_bn as "planNameBn",
  pc.code as "promoCode", c.discount_paise as "discountPaise", c.status,
  c.note, c.bounce_reason as "bounceReason", c.order_id::text as "orderId", o.receipt_number as "receiptNumber",
  a.name as "recordedBy", c.recorded_by as "recordedById", c.created_at as "createdAt", c.cleared_at as "clearedAt", c.bounced_at as "bouncedAt"
  from cheque_payments c join plans pl on pl.id = c.plan_id left join users u on u.id = c.user_id
  left join profiles p on p.user_id = c.user_id left join orders o on o.id = c.order_id left join admins a on a.id = c.recorded_by
  left join promo_codes pc on pc.id = c.promo_id`;

/** One cheque as the admin screens show it. */
export async function readCheque(exec: Database, id: string): Promise<TCheque> {
  const [row] = await queryRows(exec, ZChequeDb, sql`${chequeSelect} where c.id = ${id}::uuid`);
  if (!row) throw notFound("Cheque payment not found");
  return toCheque(row);
}

/** The audit row of an admin's action on a cheque. */
export const auditCheque = (
  tx: Database,
  clock: Clock,
  adminId: number,
  action: string,
  chequeId: string,
  details: Record<string, unknown>,
) =>
  tx.insert(schema.auditLog).values({
    actorType: "admin",
    actorId: adminId,
    action,
    subjectType: "cheque",
    subjectId: chequeId,
    details,
    createdAt: clock.now(),
  });
