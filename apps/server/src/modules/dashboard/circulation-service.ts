import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@app/db";
import type { TCirculationReport } from "@app/contract";
import type { Clock } from "../../lib/clock.ts";
import { indiaToday } from "../profiles/search-filter.ts";

/** Monday (India time) of the week that holds `now`, as YYYY-MM-DD. */
export function indiaWeek(now: Date): string {
  const day = indiaToday(now);
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Counts one impression for each ad on a browse page: one batched upsert per page. Ids are sorted
 * so concurrent pages lock rows in the same order.
 */
export async function recordImpressions(db: Database, clock: Clock, adUserIds: number[]) {
  const ids = [...new Set(adUserIds)].sort((a, b) => a - b);
  if (!ids.length) return;
  const week = indiaWeek(clock.now());
  await db.execute(
    sql`insert into circulation_weekly (ad_user_id, week, shown, mailed)
        select id, ${week}::date, 1, 0 from unnest(${`{${ids.join(",")}}`}::int[]) as t(id) order by id
        on conflict (ad_user_id, week) do update set shown = circulation_weekly.shown + 1`,
  );
}

/** Adds mailed counts for the ads of one delivered circulation e-mail. */
export async function recordMailed(db: Database, clock: Clock, adUserIds: number[]) {
  const ids = [...new Set(adUserIds)].sort((a, b) => a - b);
  if (!ids.length) return;
  const week = indiaWeek(clock.now());
  await db.execute(
    sql`insert into circulation_weekly (ad_user_id, week, shown, mailed)
        select id, ${week}::date, 0, 1 from unnest(${`{${ids.join(",")}}`}::int[]) as t(id) order by id
        on conflict (ad_user_id, week) do update set mailed = circulation_weekly.mailed + 1`,
  );
}

export const reportWeeks = 12;

/** The member's own ad, by week (newest first), for the last 12 weeks; weeks without activity read 0. */
export async function circulationReport(db: Database, clock: Clock, userId: number): Promise<TCirculationReport> {
  const thisWeek = indiaWeek(clock.now());
  const first = new Date(new Date(`${thisWeek}T00:00:00Z`).getTime() - (reportWeeks - 1) * 7 * 86_400_000).toISOString().slice(0, 10);
  const rows = await queryRows<{ week: string; shown: number; mailed: number }>(
    db,
    sql`select week::text as week, shown, mailed from circulation_weekly where ad_user_id = ${userId} and week >= ${first}::date order by week desc`,
  );
  const byWeek = new Map(rows.map((r) => [r.week, r]));
  const weeks = Array.from({ length: reportWeeks }, (_, i) => {
    const week = new Date(new Date(`${thisWeek}T00:00:00Z`).getTime() - i * 7 * 86_400_000).toISOString().slice(0, 10);
    const r = byWeek.get(week);
    return { week, shown: Number(r?.shown ?? 0), mailed: Number(r?.mailed ?? 0) };
  });
  const [all] = await queryRows<{ shown: number | string | null; mailed: number | string | null }>(
    db,
    sql`select sum(shown) as shown, sum(mailed) as mailed from circulation_weekly where ad_user_id = ${userId}`,
  );
  return { weeks, totals: { shown: Number(all?.shown ?? 0), mailed: Number(all?.mailed ?? 0) } };
}
