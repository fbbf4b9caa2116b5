import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import type { TAdminOrderDetail, TAdminOrdersData, ZAdminOrdersQuery } from "@app/contract";
import { int, text, time } from "../../lib/rows.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { BOUNCED_NOT_REFUNDABLE, type RefundService } from "../payments/refund-service.ts";
import { toAdminOrder, ZAdminOrderDb } from "./presenter.ts";

type OrdersQuery = z.output<typeof ZAdminOrdersQuery>;

/** "2026-11-22" (an India day) → the instant it starts, as SQL. */
const dayStartSql = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Kolkata')`;

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The search box: an order's own id (uuid), the gateway's order id (`order_…`, `chq_…`) or a receipt
 * number (`SB/2026-27/000042`), each matched exactly through its unique index; else the member by ad
 * number, phone number (+91 dropped) or a part of the name.
 */
function searchCondition(term: string): SQL {
  if (uuidShape.test(term)) return sql`o.id = ${term.toLowerCase()}::uuid`;
  if (/^sb\/\d{4}-\d{2}\/\d{1,9}$/i.test(term)) return sql`o.receipt_number = ${term.toUpperCase()}`;
  if (/^(order|chq)_[a-z0-9_]+$/i.test(term)) return sql`o.gateway_order_id = ${term}`;
  if (/^[bg]\d{1,12}$/i.test(term)) return sql`p.profile_id = ${term.toUpperCase()}`;
  const digits = term.replace(/[\s()+-]/g, "");
  if (/^\d{10,13}$/.test(digits)) return sql`u.phone = ${digits.replace(/^(91|0)(?=\d{10}$)/, "")}`;
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`u.name ilike ${like}`;
}

export const orderSelect = sql`select o.id::text as id, o.gateway_order_id as "gatewayOrderId", o.user_id as "memberId", u.name as "memberName",
  p.profile_id as "adId", o.plan_id as "planId", o.plan_name as "planName", o.plan_name_bn as "planNameBn", o.amount_paise as "amountPaise",
  o.discount_paise as "discountPaise", o.promo_code as "promoCode", o.status, o.provider, o.receipt_number as "receiptNumber",
  (select cn.number from credit_notes cn where cn.order_id = o.id) as "creditNoteNumber", o.created_at as "createdAt", o.paid_at as "paidAt"
  from orders o left join users u on u.id = o.user_id left join profiles p on p.user_id = o.user_id`;

const ZTotals = z.object({
  orders: int,
  paid: int,
  paidPaise: int,
  refunded: int,
  refundedPaise: int,
  bounced: int,
  bouncedPaise: int,
  discountPaise: int,
});

const ZEvent = z.object({
  at: time,
  action: text,
  actorType: text,
  actorName: text.nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

/** Online Payments: every order with filters and totals, one order's detail and history, refunds through the payments service. */
export function createAdminOrdersService(d: { db: Database; refunds: RefundService }) {
  const { db } = d;

  async function list(q: OrdersQuery): Promise<TAdminOrdersData> {
    const conds: SQL[] = [];
    if (q.from) conds.push(sql`o.created_at >= ${dayStartSql(q.from)}`);
    if (q.to) conds.push(sql`o.created_at < ${dayStartSql(q.to)} + interval '1 day'`);
    if (q.status) conds.push(sql`o.status = ${q.status}`);
    if (q.planId) conds.push(sql`o.plan_id = ${q.planId}`);
    if (q.provider) conds.push(sql`o.provider = ${q.provider}`);
    if (q.member) conds.push(searchCondition(q.member));
    const where = conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``;
    const [rows, [totals]] = await Promise.all([
      queryRows(
        db,
        ZAdminOrderDb,
        sql`${orderSelect} ${where} order by o.created_at desc, o.id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
      ),
      queryRows(
        db,
        ZTotals,
        sql`select count(*)::int as orders,
              count(*) filter (where o.status = 'paid')::int as paid,
              coalesce(sum(o.amount_paise) filter (where o.status = 'paid'), 0)::bigint as "paidPaise",
              count(*) filter (where o.status = 'refunded')::int as refunded,
              coalesce(sum(o.amount_paise) filter (where o.status = 'refunded'), 0)::bigint as "refundedPaise",
              count(*) filter (where o.status = 'bounced')::int as bounced,
              coalesce(sum(o.amount_paise) filter (where o.status = 'bounced'), 0)::bigint as "bouncedPaise",
              coalesce(sum(o.discount_paise) filter (where o.status = 'paid'), 0)::bigint as "discountPaise"
            from orders o left join users u on u.id = o.user_id left join profiles p on p.user_id = o.user_id ${where}`,
      ),
    ]);
    return { orders: rows.map(toAdminOrder), total: totals.orders, page: q.page, pageSize: q.pageSize, totals };
  }

  async function detail(id: string): Promise<TAdminOrderDetail> {
    const [row] = await queryRows(
      db,
      ZAdminOrderDb.extend({
        location: text,
        currency: text,
        paymentId: text.nullable(),
        refundId: text.nullable(),
        failureReason: text.nullable(),
        refundRequestedAt: time.nullable(),
        refundedAt: time.nullable(),
        bouncedAt: time.nullable(),
      }),
      sql`select x.*, o.location, o.currency, o.gateway_payment_id as "paymentId", o.gateway_refund_id as "refundId",
            o.failure_reason as "failureReason", o.refund_requested_at as "refundRequestedAt", o.refunded_at as "refundedAt", o.bounced_at as "bouncedAt"
          from (${orderSelect} where o.id = ${id}::uuid) x join orders o on o.id = x.id::uuid`,
    );
    if (!row) throw notFound("Order not found");
    const [events, webhooks] = await Promise.all([
      queryRows(
        db,
        ZEvent,
        sql`select a.created_at as at, a.action, a.actor_type as "actorType",
              case a.actor_type when 'admin' then ad.name when 'member' then mu.name else null end as "actorName", a.details
            from audit_log a
            left join admins ad on a.actor_type = 'admin' and ad.id = a.actor_id
            left join users mu on a.actor_type = 'member' and mu.id = a.actor_id
            where a.subject_type = 'order' and a.subject_id = ${id}
            order by a.created_at, a.id`,
      ),
      queryRows(
        db,
        z.object({ eventId: text, type: text, receivedAt: time }),
        sql`select event_id as "eventId", type, received_at as "receivedAt" from payment_events where order_id = ${id}::uuid order by received_at`,
      ),
    ]);
    return {
      ...toAdminOrder(row),
      location: row.location,
      currency: row.currency,
      paymentId: row.paymentId,
      refundId: row.refundId,
      failureReason: row.failureReason,
      refundRequestedAt: row.refundRequestedAt ? row.refundRequestedAt.toISOString() : null,
      refundedAt: row.refundedAt ? row.refundedAt.toISOString() : null,
      bouncedAt: row.bouncedAt ? row.bouncedAt.toISOString() : null,
      events: events.map((e) => ({
        at: e.at.toISOString(),
        action: e.action,
        actor: { type: e.actorType, name: e.actorName },
        details: e.details ?? {},
      })),
      webhooks: webhooks.map((w) => ({ ...w, receivedAt: w.receivedAt.toISOString() })),
    };
  }

  /** A full refund of a paid online order (cheques are reversed by bouncing them). */
  async function refund(id: string, adminId: number, reason: string) {
    const [order] = await queryRows(
      db,
      z.object({ provider: text, status: text }),
      sql`select provider, status from orders where id = ${id}::uuid`,
    );
    if (!order) throw notFound("Order not found");
    if (order.status === "bounced") throw conflict(BOUNCED_NOT_REFUNDABLE);
    if (order.provider === "cheque") throw conflict("A cheque payment is reversed by marking the cheque bounced.");
    return d.refunds.refund(id, { type: "admin", id: adminId }, reason);
  }

  return { list, detail, refund };
}
export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
