import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "@app/db";
import type { TAdProfilesData, TAdProfilesFilter } from "@app/contract";
import { badRequest } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { adColumns, toCard, type AdRow } from "./presenter.ts";
import { filterKey, indiaToday, maxOffset, searchConditions } from "./search-filter.ts";

/** Counts are exact up to this many matches straight away; larger ones come from the count cache. */
export const countCap = 2000;
const cacheTtlMs = 60_000;
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
        if (counts.size >= cacheMax) counts.delete(counts.keys().next().value!);
        counts.set(job.key, { total: n, at: Date.now() });
      }
    } catch {
      pending.length = 0;
    } finally {
      counting = false;
    }
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

    const pageQuery = queryRows<AdRow>(
      d.db,
      sql`select ${sql.raw(adColumns)} from ads ${where(conds)} order by top_zone desc, last_active_at desc, user_id desc limit ${f.limit} offset ${offset}`,
    );
    const cappedQuery = queryRows<{ n: number }>(d.db, sql`select count(*)::int as n from (select 1 from ads ${where(conds)} limit ${cap + 1}) t`);
    const [rows, [{ n: capped }]] = await Promise.all([pageQuery, cappedQuery]);

    let total = capped;
    let totalExact = capped <= cap;
    if (!totalExact) {
      const key = filterKey(f, today);
      const hit = counts.get(key);
      if (hit && Date.now() - hit.at < cacheTtlMs) {
        // The cached count includes every ad; leave out the viewer's own when it matches.
        const own = viewerId !== null ? await ownMatches(base, viewerId) : 0;
        total = Math.max(hit.total - own, cap + 1);
        totalExact = true;
      } else {
        if (hit) counts.delete(key);
        scheduleCount(key, base);
      }
    }
    return {
      profiles: rows.map((r) => toCard(r, today)),
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
