import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import type { TPaymentsData } from "@app/contract";
import { int, time } from "../../lib/rows.ts";
import { listOrders } from "../payments/order-service.ts";

const ZPlanPeriod = z.object({
  planId: int,
  planName: z.string(),
  planNameBn: z.string().nullable(),
  startsAt: time,
  endsAt: time.nullable(),
});

/** The member's orders (with status and receipt number) and plan periods. */
export async function paymentsHistory(db: Database, userId: number): Promise<TPaymentsData> {
  const [payments, plans] = await Promise.all([
    listOrders(db, userId),
    queryRows(
      db,
      ZPlanPeriod,
      sql`select mp.plan_id as "planId", coalesce(p.name, 'Plan ' || mp.plan_id) as "planName", p.name_bn as "planNameBn", mp.starts_at as "startsAt", mp.ends_at as "endsAt"
          from member_plans mp left join plans p on p.id = mp.plan_id where mp.user_id = ${userId} order by mp.starts_at desc limit 50`,
    ),
  ]);
  return {
    payments,
    plans: plans.map((p) => ({
      planId: p.planId,
      planName: p.planName,
      planNameBn: p.planNameBn,
      startsAt: new Date(p.startsAt).toISOString(),
      endsAt: p.endsAt ? new Date(p.endsAt).toISOString() : null,
    })),
  };
}
