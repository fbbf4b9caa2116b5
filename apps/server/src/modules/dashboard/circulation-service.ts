import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import type { TCirculationReport } from "@app/contract";
import { indiaWeek, type Clock } from "../../lib/clock.ts";
import { int, text } from "../../lib/rows.ts";
import { arrayLiteral, intArray } from "../../lib/sql-arrays.ts";

/**
 * Impressions of ads on browse pages, for the AD Circulation Report. Counted in memory and written
 * in one batched upsert per flush (the job runner flushes every few seconds, and on shutdown), so a
 * browse page never waits on a write and popular ads' rows are not locked by every request. A crash
 * loses at most one interval of counts, which a statistic can afford.
 */
export function createImpressionCounter(d: { db: Database; clock: Clock }) {
  let pending = new Map<string, number>();
  let chain: Promise<void> = Promise.resolve();

  function record(adUserIds: number[]) {
    const week = indiaWeek(d.clock.now());
    for (const id of new Set(adUserIds)) {
      const key = `${week}|${id}`;
      pending.set(key, (pending.get(key) ?? 0) + 1);
    }
  }

  async function write(batch: Map<string, number>) {
    // Ids sorted so concurrent flushes of several processes lock rows in the same order.
    const rows = [...batch]
      .map(([k, n]) => ({ week: k.slice(0, 10), id: Number(k.slice(11)), n }))
      .sort((a, b) => a.id - b.id || a.week.localeCompare(b.week));
    await d.db.execute(
      sql`insert into circulation_weekly (ad_user_id, week, shown, mailed)
          select id, week, n, 0 from unnest(${intArray(rows.map((r) => r.id))}, ${arrayLiteral(rows.map((r) => r.week))}::date[], ${intArray(rows.map((r) => r.n))}) as t(id, week, n)
          order by id, week
          on conflict (ad_user_id, week) do update set shown = circulation_weekly.shown + excluded.shown`,
    );
  }

  /** Writes what was counted so far; flushes run one after another, and one that fails (database away) leaves the next free to try. */
  function flush(): Promise<void> {
    const run = chain.then(async () => {
      if (!pending.size) return;
      const batch = pending;
      pending = new Map();
      await write(batch).catch((e) => {
        // Put the counts back for the next flush.
        for (const [k, n] of batch) pending.set(k, (pending.get(k) ?? 0) + n);
        throw e;
      });
    });
    chain = run.catch(() => undefined);
    return run;
  }

  return { record, flush };
}
export type ImpressionCounter = ReturnType<typeof createImpressionCounter>;

/** Adds mailed counts for the ads of one delivered circulation e-mail. */
export async function recordMailed(db: Database, clock: Clock, adUserIds: number[]) {
  const ids = [...new Set(adUserIds)].sort((a, b) => a - b);
  if (!ids.length) return;
  const week = indiaWeek(clock.now());
  await db.execute(
    sql`insert into circulation_weekly (ad_user_id, week, shown, mailed)
        select id, ${week}::date, 0, 1 from unnest(${intArray(ids)}) as t(id) order by id
        on conflict (ad_user_id, week) do update set mailed = circulation_weekly.mailed + 1`,
  );
}

export const reportWeeks = 12;

/** The member's own ad, by week (newest first), for the last 12 weeks; weeks without activity read 0. */
export async function circulationReport(db: Database, clock: Clock, userId: number): Promise<TCirculationReport> {
  const thisWeek = indiaWeek(clock.now());
  const first = new Date(new Date(`${thisWeek}T00:00:00Z`).getTime() - (reportWeeks - 1) * 7 * 86_400_000).toISOString().slice(0, 10);
  const rows = await queryRows(
    db,
    z.object({ week: text, shown: int, mailed: int }),
    sql`select week::text as week, shown, mailed from circulation_weekly where ad_user_id = ${userId} and week >= ${first}::date order by week desc`,
  );
  const byWeek = new Map(rows.map((r) => [r.week, r]));
  const weeks = Array.from({ length: reportWeeks }, (_, i) => {
    const week = new Date(new Date(`${thisWeek}T00:00:00Z`).getTime() - i * 7 * 86_400_000).toISOString().slice(0, 10);
    const r = byWeek.get(week);
    return { week, shown: Number(r?.shown ?? 0), mailed: Number(r?.mailed ?? 0) };
  });
  const [all] = await queryRows(
    db,
    z.object({ shown: int.nullable(), mailed: int.nullable() }),
    sql`select sum(shown) as shown, sum(mailed) as mailed from circulation_weekly where ad_user_id = ${userId}`,
  );
  return { weeks, totals: { shown: Number(all?.shown ?? 0), mailed: Number(all?.mailed ?? 0) } };
}
