import { sql } from "drizzle-orm";
import { z } from "zod";
import { intRow, queryRows, type Database } from "@app/db";

const LOCK = 727_101;

/**
 * Plans start and end with the passing of time, which no row trigger sees: this refreshes the search
 * projection (member type, top zone, contact display) of members whose plan started or ended since
 * the last pass. Idempotent, and one process at a time does it (advisory lock).
 */
export async function refreshPlanChanges(db: Database, since: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [{ locked }] = await queryRows(tx, z.object({ locked: z.boolean() }), sql`select pg_try_advisory_xact_lock(${LOCK}) as locked`);
    if (!locked) return 0;
    const rows = await queryRows(
      tx,
      intRow("n"),
      sql`select count(*)::int as n from (
            select refresh_ad(user_id) from (
              select distinct user_id from member_plans
              where (ends_at > ${since.toISOString()}::timestamptz and ends_at <= now())
                 or (starts_at > ${since.toISOString()}::timestamptz and starts_at <= now())
            ) changed
          ) refreshed`,
    );
    return rows[0].n;
  });
}

/** The job: each pass looks back to shortly before the previous pass began. */
export function planChangesJob() {
  let since = new Date(Date.now() - 86_400_000);
  return async (d: { db: Database }) => {
    const started = new Date();
    const refreshed = await refreshPlanChanges(d.db, since);
    // Overlap a little so a plan ending during the pass is seen by the next one too.
    since = new Date(started.getTime() - 5_000);
    return { refreshed };
  };
}
