import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { intArray } from "../../lib/sql-arrays.ts";
import { photoAcceptedSql } from "./photo-access-service.ts";
import { adColumns } from "./presenter.ts";
import { adOrder } from "./search-filter.ts";
import { adsWalk, type Walk } from "./search-walk.ts";

/** The statements of a browse page: what they walk (search-walk.ts's Walk) and the conditions on the ads. */

const whereOf = (conds: SQL[]) => (conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``);
/** An ad's id and the columns of browse order, which a walk's matches carry to be merged or cut again. */
const keyColumns = sql`ads.user_id, ads.top_zone, ads.last_active_at`;
const cut = (limit: number, offset: number) => sql`limit ${limit}${offset ? sql` offset ${offset}` : sql``}`;
/**
 * The matches of a walk in browse order, as many as `limit`: `columns` read from the ads. A walk of
 * branches takes the first `offset + limit` of each in browse order and merges them (a Merge Append).
 */
const walked = (walk: Walk, conds: SQL[], columns: SQL, limit: number, offset = 0) => {
  if (!walk.branches)
    return sql`select ${columns} from ${walk.from} ${whereOf([...walk.where, ...conds])} order by ${walk.order} ${cut(limit, offset)}`;
  const branch = (extra: SQL[]) =>
    sql`(select ${keyColumns} from ${walk.from} ${whereOf([...walk.where, ...extra, ...conds])}
      order by ${walk.order} limit ${limit + offset})`;
  return sql`select ${columns} from (${sql.join(walk.branches.map(branch), sql` union all `)}) ads order by ${walk.order} ${cut(limit, offset)}`;
};

/**
 * The page's rows by primary key from a subquery of ids (walked from a covering index), with each
 * advertiser's photo visibility for this viewer (see photo-access-service.ts). Written as `= any(array(…))`
 * rather than a join: planning it costs a third as much, and planning is most of a browse statement.
 */
export const rowsOf = (ids: SQL, viewerId: number | Placeholder | null) =>
  sql`select ${sql.raw(adColumns)}, (select d.photo_visibility from ad_details d where d.user_id = ads.user_id) as "photoVisibility",
        ${photoAcceptedSql(viewerId, sql`ads.user_id`)} as "photoAccepted", ads.last_active_at as "sortActive"
      from ads where user_id = any(array(${ids}))`;

/** A card's row (rowsOf) of the ad `userId` as one JSON value, for a statement that ranks ads its own way. */
export const cardJsonSql = (userId: SQL, viewerId: number | Placeholder | null) =>
  sql`(select row_to_json(c) from (${rowsOf(sql`select ${userId}`, viewerId)}) c)`;

/** Ids first from the walk (an index-only scan), then the page's rows by primary key: one statement. */
export const pageSql = (conds: SQL[], limit: number, offset: number, viewerId: number | null = null, walk = adsWalk) =>
  sql`${rowsOf(walked(walk, conds, sql`ads.user_id`, limit, offset), viewerId)}
      order by ${sql.raw(adOrder)}`;

/**
 * The page and the capped count in one statement, for a page within the first `cap + 1` matches: the
 * matches are found once (index walk or facet bitmap), counted, and the page is cut from them. An
 * empty page still answers one row carrying the count.
 */
export const pageAndCountSql = (conds: SQL[], limit: number, offset: number, cap: number, viewerId: number | null = null, walk = adsWalk) =>
  sql`with m as materialized (${walked(walk, conds, keyColumns, cap + 1)})
      select c.n as "matchCount", p.* from (select count(*)::int as n from m) c
      left join lateral (${rowsOf(sql`select user_id from m order by ${sql.raw(adOrder)} limit ${limit} offset ${offset}`, viewerId)}) p on true
      order by p."topZone" desc nulls last, p."sortActive" desc nulls last, p."userId" desc nulls last`;

/** Counts matches up to `cap + 1`, in browse order so the planner walks an index (never the whole table). */
export const cappedCountSql = (conds: SQL[], cap: number, walk = adsWalk) =>
  sql`select count(*)::int as n from (${walked(walk, conds, sql`1`, cap + 1)}) t`;

/** A walk's branches as one condition: any of them. */
const anyBranch = (walk: Walk) =>
  walk.branches
    ? [
        sql`(${sql.join(
          walk.branches.map((b) => sql`(${sql.join(b, sql` and `)})`),
          sql` or `,
        )})`,
      ]
    : [];

/** How many of these ads match (to subtract hidden ads from a cached total). */
export const countAmongSql = (userIds: number[], conds: SQL[], walk = adsWalk) =>
  sql`select count(*)::int as n from ${walk.from} ${whereOf([sql`ads.user_id = any(${intArray(userIds)})`, ...walk.where, ...anyBranch(walk), ...conds])}`;

/** Ads a viewer never sees in browse: their own, and those of members they blocked or who blocked them. */
export const hiddenSql = (viewerId: number) =>
  sql`select blocked_id as id from blocks where blocker_id = ${viewerId} union select blocker_id from blocks where blocked_id = ${viewerId}`;
