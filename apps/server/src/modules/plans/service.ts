import { and, asc, eq } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import type { TPlan, TPlansQuery } from "@app/contract";
import { toPlan } from "./presenter.ts";

/** Active plans in display order, optionally one catalog or one type. */
export async function listPlans(db: Database, q: TPlansQuery): Promise<TPlan[]> {
  const rows = await db
    .select()
    .from(schema.plans)
    .where(
      and(
        eq(schema.plans.active, true),
        q.catalog ? eq(schema.plans.catalog, q.catalog) : undefined,
        q.type ? eq(schema.plans.type, q.type) : undefined,
      ),
    )
    .orderBy(asc(schema.plans.sortOrder), asc(schema.plans.id));
  return rows.map(toPlan);
}

/** One plan that is still sold, by id; null otherwise. */
export async function activePlan(db: Database, id: number): Promise<TPlan | null> {
  const [row] = await db
    .select()
    .from(schema.plans)
    .where(and(eq(schema.plans.id, id), eq(schema.plans.active, true)));
  return row ? toPlan(row) : null;
}

export function createPlanService(db: Database) {
  return { list: (q: TPlansQuery) => listPlans(db, q), byId: (id: number) => activePlan(db, id) };
}
