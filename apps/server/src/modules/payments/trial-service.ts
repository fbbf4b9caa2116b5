import { periodBoundary } from "./plan-period.ts";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TCurrentPlanData } from "@app/contract";
import type { Clock } from "../../lib/clock.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { int, text, time } from "../../lib/rows.ts";
import { conflict } from "../../http/errors.ts";
import { lockMember } from "./settle-service.ts";

const { memberPlans } = schema;

export const TRIAL_PLAN_ID = 12;
export const TRIAL_DAYS = 10;

const ZCurrent = z.object({
  id: int,
  name: text,
  nameBn: text.nullable(),
  type: text,
  memberType: z.enum(["QUICK", "STOCK", "PREMIUM"]),
  source: z.enum(["payment", "trial", "admin"]),
  startsAt: time,
  endsAt: time.nullable(),
});

/** The member's best current ad plan (PREMIUM before STOCK, then the latest), and whether the free trial is still open to them. */
export async function currentPlan(db: Database, userId: number, now: Date): Promise<TCurrentPlanData> {
  const at = now.toISOString();
  const [[plan], [trial]] = await Promise.all([
    queryRows(
      db,
      ZCurrent,
      sql`select mp.plan_id as id, pl.name, pl.name_bn as "nameBn", pl.type, b.member_type as "memberType", mp.source, mp.starts_at as "startsAt", mp.ends_at as "endsAt"
          from member_plans mp join plans pl on pl.id = mp.plan_id join plan_benefits b on b.plan_id = mp.plan_id
          where mp.user_id = ${userId} and mp.starts_at <= ${at}::timestamptz and (mp.ends_at is null or mp.ends_at > ${at}::timestamptz)
          order by (b.member_type = 'PREMIUM') desc, mp.starts_at desc limit 1`,
    ),
    queryRows(
      db,
      z.object({ used: z.boolean() }),
      sql`select exists(select 1 from member_plans where user_id = ${userId} and source = 'trial') as used`,
    ),
  ]);
  return {
    plan: plan ? { ...plan, startsAt: plan.startsAt.toISOString(), endsAt: plan.endsAt ? plan.endsAt.toISOString() : null } : null,
    trialAvailable: !trial.used && !plan,
  };
}

/**
 * The free 10-day trial: once per member (unique index), and only while no ad plan is held. The
 * check and the grant happen under the member's lock, which the settlement of a paid plan takes
 * too: a trial asked for as a plan is being paid either comes first or sees the plan.
 */
export async function startTrial(db: Database, clock: Clock, userId: number): Promise<TCurrentPlanData> {
  const now = clock.now();
  try {
    await db.transaction(async (tx) => {
      await lockMember(tx, userId);
      const current = await currentPlan(tx, userId, now);
      if (current.plan) throw conflict(`You already have the ${current.plan.name} plan.`);
      await tx.insert(memberPlans).values({
        userId,
        planId: TRIAL_PLAN_ID,
        startsAt: periodBoundary(now),
        endsAt: new Date(now.getTime() + TRIAL_DAYS * 86_400_000),
        source: "trial",
      });
      await tx.insert(schema.auditLog).values({
        actorType: "member",
        actorId: userId,
        action: "trial_started",
        subjectType: "user",
        subjectId: String(userId),
        details: { planId: TRIAL_PLAN_ID, days: TRIAL_DAYS },
        createdAt: now,
      });
    });
  } catch (e) {
    if (isUniqueViolation(e, "member_plans_trial_once")) throw conflict("You have already used your free trial.");
    throw e;
  }
  return currentPlan(db, userId, now);
}
