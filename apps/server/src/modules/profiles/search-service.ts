import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { namedStatements, type Database } from "@app/db";
import type { TAdProfilesData, TAdProfilesFilter, TProfileCard } from "@app/contract";
import { badRequest } from "../../http/errors.ts";
import { indiaToday, type Clock } from "../../lib/clock.ts";
import { countRow, idRow, int } from "../../lib/rows.ts";
import { intArray } from "../../lib/sql-arrays.ts";
import { accessOf, cardThumb, ZPhotoAccessRow } from "./photo-access-service.ts";
import { toCard, ZAdRow } from "./presenter.ts";
import { filterKey, maxOffset } from "./search-filter.ts";
import { searchQuery, type Walk } from "./search-walk.ts";
import { cappedCountSql, countAmongSql, hiddenSql, pageAndCountSql, pageSql } from "./search-sql.ts";
import type { MediaLinks } from "../media/links-service.ts";
import { viewerYotok, yotokConditions, yotokKey } from "../matching/yotok-service.ts";

/** Stored partner preferences read with the browse filter's vocabulary (Find Match, circulation e-mails, matches). */
export { adOrder, birthDateRange, nameTokens, preferenceConditions } from "./search-filter.ts";
/** A card's row as JSON, for a statement that ranks ads its own way (matches). */
export { cardJsonSql } from "./search-sql.ts";

/** A card's row: the ad and the advertiser's photo visibility for this viewer. */
const ZSearchRow = ZAdRow.extend(ZPhotoAccessRow.shape);
type SearchRow = z.infer<typeof ZSearchRow>;
/** A row of pageAndCountSql: the count, and an ad unless the page is empty (then one row with the count alone). */
const ZCountedRow = z
  .looseObject({ matchCount: int, userId: int.nullable() })
  .transform((r) => ({ matchCount: r.matchCount, row: r.userId === null ? null : ZSearchRow.parse(r) }));

/** Counts are exact up to this many matches straight away; larger ones come from the count cache. */
export const countCap = 500;
/** The background count stops here too: beyond the pageable range the answer is "10,000+". */
export const deepCountCap = maxOffset;
/** A cached count is refreshed in the background once older than this, and served meanwhile up to `staleMs`. */
const cacheTtlMs = 60_000;
const staleMs = 10 * 60_000;
/**
 * A count of at least this many is kept, so that repeats of a filter read the page alone: a kept total
 * can lag new ads by a minute, which a member would notice on "3 matches" but not across five pages.
 */
const keepCountsFrom = 100;
const cacheMax = 5000;
/**
 * How many statement texts (one per combination of filters) each connection keeps parsed: the common
 * combinations are met first, and a rare one beyond these runs unnamed. A browse statement holds about
 * 200 KB of a PostgreSQL connection's memory, so a connection holds at most about 10 MB of them.
 */
const namedStatementsMax = 50;

type CachedCount = { total: number; exact: boolean; at: number };

/**
 * Browse search over the ads projection. The page is one index-ordered query (top zone first, then
 * most recently active); the total is exact below `countCap`, otherwise taken from a per-process
 * cache that a background count (capped at the pageable range) fills one at a time, so a large count
 * never delays a page; an exact count of five pages or more is kept as well, so that repeats of a
 * filter read the page alone. The statements are named (PostgreSQL parses each once per connection,
 * `namedStatements`). A signed-in viewer never sees their own ad nor one of a member they blocked or
 * who blocked them: the (usually empty) block set is read first and excluded only when present.
 */
export function createSearchService(d: { db: Database; links: MediaLinks; clock: Clock; countCap?: number; keepCountsFrom?: number }) {
  const cap = d.countCap ?? countCap;
  const keepFrom = d.keepCountsFrom ?? keepCountsFrom;
  const counts = new Map<string, CachedCount>();
  const pending: { key: string; where: SQL[]; walk: Walk }[] = [];
  let counting = false;
  const { rows: named } = namedStatements(d.db, "browse", namedStatementsMax);

  async function drain() {
    if (counting) return;
    counting = true;
    try {
      while (pending.length) {
        const job = pending.shift()!;
        const [{ n }] = await named(countRow, cappedCountSql(job.where, deepCountCap, job.walk));
        remember(job.key, n, n <= deepCountCap);
      }
    } catch {
      pending.length = 0;
    } finally {
      counting = false;
    }
  }

  function remember(key: string, total: number, exact: boolean) {
    if (counts.size >= cacheMax) counts.delete(counts.keys().next().value!);
    counts.set(key, { total, exact, at: Date.now() });
  }

  function scheduleCount(key: string, conds: SQL[], walk: Walk) {
    if (pending.some((p) => p.key === key) || pending.length >= 20) return;
    pending.push({ key, where: conds, walk });
    setImmediate(() => void drain());
  }

  async function hiddenIds(viewerId: number | null): Promise<number[]> {
    if (viewerId === null) return [];
    const blocked = await named(idRow, hiddenSql(viewerId));
    return [viewerId, ...blocked.map((r) => r.id)];
  }

  /** One page of cards; `adUserIds` (the internal ids of the ads shown, for the impression count) never leaves the server. */
  async function search(f: TAdProfilesFilter, viewerId: number | null): Promise<TAdProfilesData & { adUserIds: number[] }> {
    const offset = (f.page - 1) * f.limit;
    if (offset >= maxOffset) {
      throw badRequest(`Only the first ${maxOffset.toLocaleString("en-IN")} results can be paged through. Please narrow your search.`, [
        { field: "page", message: `page must be at most ${Math.ceil(maxOffset / f.limit)} with limit ${f.limit}` },
      ]);
    }
    const today = indiaToday(d.clock.now());
    // Yotok reads the viewer's own chart: its accepted Moons become conditions, and part of the count's key.
    const yotok = f.yotok || f.minGuna !== undefined ? await viewerYotok(d.db, viewerId, f) : null;
    const { walk, where } = searchQuery(f, { today });
    const base = [...where, ...(yotok ? yotokConditions(yotok, f) : [])];
    const hidden = await hiddenIds(viewerId);
    const conds =
      hidden.length === 0 ? base : [...base, hidden.length === 1 ? sql`user_id <> ${hidden[0]}` : sql`user_id <> all(${intArray(hidden)})`];

    const key = filterKey(f, today) + (yotok ? yotokKey(yotok, f) : "");
    const cached = counts.get(key);
    const age = cached ? Date.now() - cached.at : Infinity;
    const fresh = age < staleMs ? cached : undefined;
    // Stale while revalidating: a popular filter never waits for its count to be redone.
    if (fresh && age >= cacheTtlMs) scheduleCount(key, base, walk);
    let rows: SearchRow[];
    let counted: { total: number; exact: boolean };
    if (fresh) {
      // With a count cached, only the hidden ads need checking: not for a lower bound ("10,000+"), which
      // stays one whatever a few hidden ads take from it.
      const [page, h] = await Promise.all([
        named(ZSearchRow, pageSql(conds, f.limit, offset, viewerId, walk)),
        fresh.exact ? hiddenMatches(base, hidden, walk) : 0,
      ]);
      rows = page;
      counted = { total: fresh.total - h, exact: fresh.exact };
    } else if (offset + f.limit <= cap + 1) {
      // The page is cut from the counted matches: one statement. A count worth keeping is kept below, so
      // that repeats walk only as far as the page.
      const matched = await named(ZCountedRow, pageAndCountSql(conds, f.limit, offset, cap, viewerId, walk));
      const n = matched[0]?.matchCount ?? 0;
      rows = matched.flatMap((r) => (r.row ? [r.row] : []));
      counted = { total: n, exact: n <= cap };
    } else {
      const [page, count] = await Promise.all([
        named(ZSearchRow, pageSql(conds, f.limit, offset, viewerId, walk)),
        named(countRow, cappedCountSql(conds, cap, walk)),
      ]);
      rows = page;
      counted = { total: count[0].n, exact: count[0].n <= cap };
    }
    if (!fresh && !counted.exact) {
      // Over the cap: the lower bound is kept at once, so the next pages and repeats read the page alone
      // while the background count runs (one at a time: a filter per viewer's Moon waits its turn).
      remember(key, counted.total, false);
      scheduleCount(key, base, walk);
    } else if (!fresh && hidden.length === 0 && counted.total >= keepFrom) {
      // An exact count of five pages or more: kept, so repeats cost a page query alone.
      remember(key, counted.total, true);
    }
    const { exact: totalExact } = counted;
    // A kept total never reads fewer matches than the page shows.
    const total = Math.max(counted.total, offset + rows.length);
    const photos = accessOf(rows, viewerId);
    return {
      profiles: rows.map((r) => toCard(r, today, cardThumb(d.links, photos, r.userId, r.thumbId))),
      total,
      totalExact,
      page: f.page,
      limit: f.limit,
      totalPages: Math.max(1, Math.ceil(Math.min(total, maxOffset) / f.limit)),
      adUserIds: rows.map((r) => r.userId),
    };
  }

  /**
   * Browse's cards for this viewer, by ad, from rows of `rowsOf` that another statement selected
   * (matches select each ranked ad's row as JSON, `cardJsonSql`): matches show browse's cards.
   */
  function cardsOf(selected: unknown[], viewerId: number | null): Map<number, TProfileCard> {
    const rows = selected.map((r) => ZSearchRow.parse(r));
    const today = indiaToday(d.clock.now());
    const photos = accessOf(rows, viewerId);
    return new Map(rows.map((r) => [r.userId, toCard(r, today, cardThumb(d.links, photos, r.userId, r.thumbId))]));
  }

  /** How many of the hidden ads match the filter (to subtract from a cached total). */
  async function hiddenMatches(conds: SQL[], hidden: number[], walk: Walk): Promise<number> {
    if (!hidden.length) return 0;
    const [{ n }] = await named(countRow, countAmongSql(hidden, conds, walk));
    return n;
  }

  return {
    search,
    cardsOf,
    counts,
    idle: async () => {
      while (counting || pending.length) await new Promise((r) => setTimeout(r, 5));
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
