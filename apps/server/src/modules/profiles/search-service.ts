import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "@app/db";
import type { TAdProfilesData, TAdProfilesFilter } from "@app/contract";
import { badRequest } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { photoRestrictions } from "./photo-access.ts";
import { adColumns, toCard, type AdRow } from "./presenter.ts";
import { adOrder, filterKey, indiaToday, maxOffset, searchConditions } from "./search-filter.ts";

const whereOf = (conds: SQL[]) => (conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``);

/** Ids first from the covering index (index-only scan), then the page's rows by primary key. */
export const pageSql = (conds: SQL[], limit: number, offset: number) =>
  sql`with page as (select user_id, top_zone, last_active_at from ads ${whereOf(conds)} order by ${sql.raw(adOrder)} limit ${limit} offset ${offset})
      select ${sql.raw(adColumns.replace(/(^|,\s*)(top_zone|last_active_at)\b/g, "$1ads.$2"))} from page join ads using (user_id)
      order by page.top_zone desc nulls last, page.last_active_at desc nulls last, user_id desc nulls last`;

export const cappedCountSql = (conds: SQL[], cap: number) =>
  sql`select count(*)::int as n from (select 1 from ads ${whereOf(conds)} limit ${cap + 1}) t`;

/** Counts are exact up to this many matches straight away; larger ones come from the count cache. */
export const countCap = 500;
const cacheTtlMs = 60_000;
const slowCountMs = 25;

async function timed<T>(p: Promise<T>): Promise<{ value: T; ms: number }> {
  const t0 = performance.now();
  const value = await p;
  return { value, ms: performance.now() - t0 };
}
const cacheMax = 5000;

type CachedCount = { total: number; at: number };

/**
 * Browse search over the ads projection. The page is one index-ordered query (top zone first, then
 * most recently active); the total is exact below `countCap`, otherwise taken from a per-process
 * cache that a background count fills (one at a time), so a huge count never delays a page.
 */
export function createSearchService(d: { db: Database; clock: Clock; countCap?: number }) {
  const cap = d.countCap ?? countCap;
  const counts = new Map<string, CachedCount>();
  const pending: { key: string; where: SQL[] }[] = [];
  let counting = false;

  const where = (conds: SQL[]) => (conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``);

  async function drain() {
    if (counting) return;
    counting = true;
    try {
      while (pending.length) {
        const job = pending.shift()!;
        const [{ n }] = await queryRows<{ n: number }>(d.db, sql`select count(*)::int as n from ads ${where(job.where)}`);
        remember(job.key, n);
      }
    } catch {
      pending.length = 0;
    } finally {
      counting = false;
    }
  }

  function remember(key: string, total: number) {
    if (counts.size >= cacheMax) counts.delete(counts.keys().next().value!);
    counts.set(key, { total, at: Date.now() });
  }

  function scheduleCount(key: string, conds: SQL[]) {
    if (pending.some((p) => p.key === key) || pending.length >= 20) return;
    pending.push({ key, where: conds });
    setImmediate(() => void drain());
  }

  async function search(f: TAdProfilesFilter, viewerId: number | null): Promise<TAdProfilesData> {
    const offset = (f.page - 1) * f.limit;
    if (offset >= maxOffset) {
      throw badRequest(`Only the first ${maxOffset.toLocaleString("en-IN")} results can be paged through. Please narrow your search.`, [
        { field: "page", message: `page must be at most ${Math.ceil(maxOffset / f.limit)} with limit ${f.limit}` },
      ]);
    }
    const today = indiaToday(d.clock.now());
    const base = searchConditions(f, { today });
    const conds = viewerId !== null ? [...base, sql`user_id <> ${viewerId}`] : base;

    const key = filterKey(f, today);
    const cached = counts.get(key);
    const fresh = cached && Date.now() - cached.at < cacheTtlMs ? cached : undefined;
    const [rows, counted] = await Promise.all([
      queryRows<AdRow>(d.db, pageSql(conds, f.limit, offset)),
      // With a fresh exact count cached, only the viewer's own ad needs checking; otherwise count up to the cap.
      fresh
        ? (viewerId !== null ? ownMatches(base, viewerId) : Promise.resolve(0)).then((own) => ({ total: fresh.total - own, exact: true, ms: 0 }))
        : timed(queryRows<{ n: number }>(d.db, cappedCountSql(conds, cap))).then(({ value: [{ n }], ms }) => ({ total: n, exact: n <= cap, ms })),
    ]);
    if (!counted.exact) {
      if (cached) counts.delete(key);
      scheduleCount(key, base);
    } else if (!fresh && viewerId === null && counted.ms > slowCountMs) {
      // A small but slow count (a rare filter scanning far): keep it, so repeats cost one page query.
      remember(key, counted.total);
    }
    const { total, exact: totalExact } = counted;
    const hidden = await photoRestrictions(d.db, rows.map((r) => r.userId), viewerId);
    return {
      profiles: rows.map((r) => toCard(r, today, hidden.has(r.userId))),
      total,
      totalExact,
      page: f.page,
      limit: f.limit,
      totalPages: Math.max(1, Math.ceil(Math.min(total, maxOffset) / f.limit)),
    };
  }

  async function ownMatches(conds: SQL[], viewerId: number): Promise<number> {
    const rows = await queryRows<{ one: number }>(d.db, sql`select 1 as one from ads where user_id = ${viewerId} ${conds.length ? sql`and ${sql.join(conds, sql` and `)}` : sql``}`);
    return rows.length;
  }

  return { search, counts, idle: async () => { while (counting || pending.length) await new Promise((r) => setTimeout(r, 5)); } };
}
export type SearchService = ReturnType<typeof createSearchService>;
