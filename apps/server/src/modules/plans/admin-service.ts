import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TAdminPlan, ZAdminPlanRequest } from "@app/contract";
import type { Clock } from "../../lib/clock.ts";
import { int } from "../../lib/rows.ts";
import { notFound } from "../../http/errors.ts";
import { toPlan } from "./presenter.ts";

const { plans, auditLog } = schema;
type PlanRow = typeof plans.$inferSelect;
type PlanInput = z.output<typeof ZAdminPlanRequest>;

const ZCounts = z.object({ planId: int, orders: int, holders: int });

function toAdminPlan(p: PlanRow, c?: { orders: number; holders: number }): TAdminPlan {
  return {
    ...toPlan(p),
    active: p.active,
    sortOrder: p.sortOrder,
    orders: c?.orders ?? 0,
    holders: c?.holders ?? 0,
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** The fields an admin edits, as stored (price in rupees with two decimals). */
function values(req: PlanInput) {
  return {
    name: req.name,
    nameBn: req.nameBn,
    description: req.description,
    descriptionBn: req.descriptionBn,
    price: req.price.toFixed(2),
    features: req.features,
    featuresBn: req.featuresBn,
    proposalPoints: req.proposalPoints,
    freeCcp: req.freeCcp,
    telecallerCalls: req.telecallerCalls,
    durationDays: req.durationDays,
    active: req.active,
  };
}

/**
 * Package: every plan (retired ones too) with its orders and current holders, and the edit form.
 * Orders keep the amount they were created with, so a new price applies to new orders only; a retired
 * plan leaves /plans and checkout, and members who hold it keep it until it ends.
 */
export function createPlanAdminService(d: { db: Database; clock: Clock }) {
  const { db, clock } = d;

  async function counts(exec: Database, id?: number) {
    const now = clock.now().toISOString();
    const rows = await queryRows(
      exec,
      ZCounts,
      sql`select p.id as "planId",
            (select count(*) from orders o where o.plan_id = p.id)::int as orders,
            (select count(distinct mp.user_id) from member_plans mp where mp.plan_id = p.id
               and mp.starts_at <= ${now}::timestamptz and (mp.ends_at is null or mp.ends_at > ${now}::timestamptz))::int as holders
          from plans p where ${id ?? null}::int is null or p.id = ${id ?? null}`,
    );
    return new Map(rows.map((r) => [r.planId, r]));
  }

  async function list(): Promise<TAdminPlan[]> {
    const [rows, c] = await Promise.all([
      db.select().from(plans).orderBy(asc(plans.catalog), asc(plans.sortOrder), asc(plans.id)),
      counts(db),
    ]);
    return rows.map((p) => toAdminPlan(p, c.get(p.id)));
  }

  async function update(adminId: number, id: number, req: PlanInput): Promise<TAdminPlan> {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(plans).where(eq(plans.id, id)).for("update");
      if (!before) throw notFound("Plan not found");
      const next = values(req);
      const now = clock.now();
      const [after] = await tx
        .update(plans)
        .set({ ...next, updatedAt: now })
        .where(eq(plans.id, id))
        .returning();
      // What changed, field by field (price as rupees).
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const k of Object.keys(next) as (keyof typeof next)[]) {
        const from = k === "price" ? Number(before.price) : before[k];
        const to = k === "price" ? Number(after.price) : after[k];
        if (JSON.stringify(from) !== JSON.stringify(to)) changes[k] = { from, to };
      }
      const action =
        changes.active !== undefined
          ? req.active
            ? "plan_restored"
            : "plan_retired"
          : changes.price
            ? "plan_price_changed"
            : "plan_updated";
      await tx.insert(auditLog).values({
        actorType: "admin",
        actorId: adminId,
        action,
        subjectType: "plan",
        subjectId: String(id),
        details: { changes },
        createdAt: now,
      });
      return toAdminPlan(after, (await counts(tx, id)).get(id));
    });
  }

  return { list, update };
}

export type PlanAdminService = ReturnType<typeof createPlanAdminService>;
