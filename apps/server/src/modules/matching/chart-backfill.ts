import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import { AppError } from "../../http/errors.ts";
import type { BirthCharts } from "./birth-chart-service.ts";

const { profiles } = schema;

/**
 * Charts the ads that have no chart yet: those posted before ads had birth data (every ad posted or edited
 * since is charted as it is written). A batch at a time, each row locked while it is charted (SKIP LOCKED), so
 * every process may run it; once a pass finds none left, the process stops looking (no code path writes an ad
 * without its chart). A birth that cannot be charted (a place no longer in the list) is charted without the
 * place; one that still cannot is passed over.
 */
export function createChartBackfill(d: { db: Database; charts: BirthCharts; batch?: number; budgetMs?: number }) {
  const batch = d.batch ?? 200;
  let done = false;
  let after = 0;

  async function pass(): Promise<{ charted: number; more: boolean }> {
    return d.db.transaction(async (tx) => {
      const rows = await tx
        .select({
          userId: profiles.userId,
          dateOfBirth: profiles.dateOfBirth,
          birthTime: profiles.birthTime,
          birthPlaceId: profiles.birthPlaceId,
        })
        .from(profiles)
        .where(and(isNull(profiles.moonRashi), gt(profiles.userId, after)))
        .orderBy(asc(profiles.userId))
        .limit(batch)
        .for("update", { skipLocked: true });
      let charted = 0;
      for (const r of rows) {
        after = r.userId;
        let columns;
        try {
          columns = d.charts.columns(r);
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          try {
            columns = { ...d.charts.columns({ ...r, birthPlaceId: null }), birthPlaceId: null };
          } catch (again) {
            if (!(again instanceof AppError)) throw again;
            continue;
          }
        }
        await tx.update(profiles).set(columns).where(eq(profiles.userId, r.userId));
        charted++;
      }
      return { charted, more: rows.length === batch };
    });
  }

  /** Charts batches until none is left or the time budget is spent; the number of ads charted. */
  async function run(): Promise<{ charted: number }> {
    if (done) return { charted: 0 };
    const until = Date.now() + (d.budgetMs ?? 5_000);
    let charted = 0;
    for (;;) {
      const r = await pass();
      charted += r.charted;
      if (!r.more) {
        // Rows locked by another process are theirs; look again from the start next time, until a pass finds none.
        if (r.charted === 0 && after === 0) done = true;
        after = 0;
        return { charted };
      }
      if (Date.now() > until) return { charted };
    }
  }

  return { run };
}
export type ChartBackfill = ReturnType<typeof createChartBackfill>;
