import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import type { TPaymentsData } from "@app/contract";
import { int, time } from "../../lib/rows.ts";

const ZAuditPayment = z.object({ id: int, details: z.record(z.string(), z.unknown()).nullable(), createdAt: time });
const ZPlanPeriod = z.object({ planId: int, planName: z.string(), startsAt: time, endsAt: time.nullable() });

const str = (v: unknown) => (typeof v === "string" ? v : v === undefined || v === null ? null : String(v));

/**
 * The member's payments and plan periods. Payments are read from the audit log (every payment is
 * recorded there, with plan, amount and order id); plan periods from member_plans.
 */
export async function paymentsHistory(db: Database, userId: number): Promise<TPaymentsData> {
  const [payments, plans] = await Promise.all([
    queryRows(
      db,
      ZAuditPayment,
      sql`select id, details, created_at as "createdAt" from audit_log
          where subject_type = 'user' and subject_id = ${String(userId)} and action in ('payment_captured', 'payment_success')
          order by created_at desc limit 100`,
    ),
    queryRows(
      db,
      ZPlanPeriod,
      sql`select mp.plan_id as "planId", coalesce(p.name, 'Plan ' || mp.plan_id) as "planName", mp.starts_at as "startsAt", mp.ends_at as "endsAt"
          from member_plans mp left join plans p on p.id = mp.plan_id where mp.user_id = ${userId} order by mp.starts_at desc limit 50`,
    ),
  ]);
  return {
    payments: payments.map((p) => {
      const d = p.details ?? {};
      return {
        id: String(p.id),
        planName: str(d.planName) ?? "Plan",
        amount: Number(d.amount ?? 0),
        currency: str(d.currency) ?? "INR",
        status: str(d.status) ?? "paid",
        paidAt: new Date(p.createdAt).toISOString(),
        orderId: str(d.orderId),
      };
    }),
    plans: plans.map((p) => ({
      planId: p.planId,
      planName: p.planName,
      startsAt: new Date(p.startsAt).toISOString(),
      endsAt: p.endsAt ? new Date(p.endsAt).toISOString() : null,
    })),
  };
}
