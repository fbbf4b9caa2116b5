// The statements of "Matches for you" (matches-service.ts): the ranked page, which ranks the member's pool and
// answers the page and the whole ranking at once, and a page of ads by id from a kept ranking.
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { z } from "zod";
import { placeholdersOf } from "@app/db";
import { int } from "../../lib/rows.ts";
import { arrayLiteral } from "../../lib/sql-arrays.ts";
import { allYourWishesSql, fitParams, theirUnmetSql, yourUnmetSql, type FitParams } from "./fit-sql.ts";
import { pairRowsSql, ZPairRow, type PairSide } from "./pair-rows.ts";
import { gunasSql, verdictRankSql, yotokArrays, type Yotok } from "./yotok-service.ts";
import { adOrder, cardJsonSql } from "../profiles/search-service.ts";

/**
 * How many ads each of the two walks takes into the ranked pool: those meeting every wish of the
 * member, and all of the opposite side, each in browse order (decision 0031).
 */
export const poolEach = 300;

/**
 * The walk for the ads meeting every wish reads at most this many of the other side's ads, in browse order
 * (the most recently active first), to fill its `poolEach`: a rare combination of wishes would otherwise
 * read the whole side (466k index entries, 133 ms at a million ads; decision 0034).
 */
export const fullWishReach = 10_000;

/** The ads columns a walk's tests read (the wishes of fit-sql.ts, the Moon of yotok-service.ts): all in the covering index. */
const walkColumns = `user_id, top_zone, last_active_at, date_of_birth, height_inches, marital_status, religion, community,
  mother_tongue, education, occupation, income_band, state, city, moon_rashi, moon_nakshatra, moon_pada, moon_certain, moon_candidates`;

/**
 * A row of the ranked page: the whole ranking (the pool's ads in rank order; on the first row only, and
 * none when the pool is empty), and the ad of that rank with its wishes and chart, and its card's row as
 * JSON (none when the page is empty).
 */
export const ZRankedRow = z
  .looseObject({ ranking: z.array(int).nullable(), userId: int.nullable(), card: z.unknown() })
  .transform((r) => ({ ranking: r.ranking ?? [], side: r.userId === null ? null : ZPairRow.parse(r), card: r.card }));

/** What the ranked page reads besides the fit's parameters: lists and the yotok's tables as array literals. */
export type RankedParams = FitParams & {
  side: "bride" | "groom";
  hidden: string;
  viewerId: number;
  size: number;
  offset: number;
  gunas: string | null;
  verdicts: string | null;
};
type RankedArgs = { [K in keyof RankedParams]: RankedParams[K] | Placeholder };
/** The ranked page's parameters for the member `me` (the yotok's tables when ranked by it). */
export function rankedParams(o: {
  me: PairSide;
  viewerId: number;
  today: string;
  hidden: number[];
  yotok: Yotok | null;
  size: number;
  offset: number;
}): RankedParams {
  return {
    ...fitParams(o.me, o.today),
    side: o.me.gender === "bride" ? "groom" : "bride",
    hidden: arrayLiteral(o.hidden),
    viewerId: o.viewerId,
    size: o.size,
    offset: o.offset,
    ...(o.yotok ? yotokArrays(o.yotok) : { gunas: null, verdicts: null }),
  };
}

/**
 * The ranked page: the pool (two index walks in browse order, each stopping after `each` ads, each ad's
 * unmet wishes of the member and yotok read from the index entries), the unmet wishes of each pooled ad's
 * own stored preferences, then the order: unmet wishes on both sides, the horoscope when asked, browse
 * order; with the whole ranking (the pool's ads in that order, which the service keeps for the member's
 * next pages). Its text is the same for every member (two statements: with the horoscope and without), so
 * the service prepares it once.
 */
export function rankedPageSql(a: RankedArgs, o: { horoscope: boolean; each: number; reach: number }) {
  const { horoscope } = o;
  // The walks' lengths are part of the text, as the planner must know them to probe each pooled ad's
  // wishes by key (a limit it cannot see is taken for a tenth of the side: it read all stored wishes).
  const reach = sql.raw(String(Math.trunc(o.reach)));
  const each = sql.raw(String(Math.trunc(o.each)));
  const yotok = horoscope ? sql`, ${verdictRankSql(a.verdicts)} as verdict, ${gunasSql(a.gunas)} as gunas` : sql``;
  const side = sql`gender = ${a.side} and user_id <> all(${a.hidden}::int[])`;
  // The first `reach` ads of the other side in browse order, as `ads` (the tests read its columns unqualified).
  const reached = sql`(select ${sql.raw(walkColumns)} from ads where ${side} order by ${sql.raw(adOrder)} limit ${reach}) ads`;
  const walk = (from: SQL, extra: SQL) =>
    sql`(select user_id, top_zone, last_active_at, ${yourUnmetSql(a)} as your_unmet ${yotok}
          from ${from} where ${extra} order by ${sql.raw(adOrder)} limit ${each})`;
  // The rank: unmet wishes on both sides, the horoscope when asked, browse order.
  const rankOrder = sql`unmet, ${horoscope ? sql`verdict desc nulls last, gunas desc nulls last, ` : sql``}${sql.raw(adOrder)}`;
  // The page is cut by its ranks, not by `limit $size offset $offset`: a generic plan takes a limit it
  // cannot see for a tenth of the pool and costs each of those cards, so PostgreSQL kept planning the
  // statement anew for every page (0.6–1.0 ms); with the ranks it keeps one plan (decision 0037).
  return sql`with pool as (${walk(reached, allYourWishesSql(a))} union ${walk(sql`ads`, side)}),
    ranked as materialized (
      select pool.*, pool.your_unmet + ${theirUnmetSql(a)} as unmet
      from pool left join partner_preferences pp on pp.user_id = pool.user_id)
    select case when p.page_rank is null or p.page_rank = ${a.offset}::int + 1 then c.ranking end as ranking,
      s.*, ${cardJsonSql(sql`p.user_id`, a.viewerId)} as card
    from (select array_agg(user_id order by ${rankOrder}) as ranking from ranked) c
    left join lateral (select * from (select ranked.*, row_number() over (order by ${rankOrder}) as page_rank from ranked) r
      where page_rank > ${a.offset}::int and page_rank <= ${a.offset}::int + ${a.size}::int) p on true
    left join lateral (${pairRowsSql(sql`a.user_id = p.user_id`)}) s on true
    order by p.page_rank`;
}

/** The ranked page as a prepared statement's text: every parameter a placeholder of its own name. */
export const rankedPagePrepared = (o: { horoscope: boolean; each: number; reach: number }) =>
  rankedPageSql(placeholdersOf<RankedParams>(), o);

/** A row of a page from a kept ranking: the ad with its wishes and chart, and its card's row as JSON. */
export const ZPageRow = z.looseObject({ card: z.unknown() }).transform((r) => ({ side: ZPairRow.parse(r), card: r.card }));

/**
 * A page of a kept ranking: these ads (`ids`, an int array literal) in this order, each with its wishes,
 * chart and card's row, read by key. An ad that left circulation since it was ranked is not answered.
 */
export const pageOfRankingPrepared = () => {
  const a = placeholdersOf<{ ids: string; viewerId: number }>();
  return sql`select s.*, ${cardJsonSql(sql`p.user_id`, a.viewerId)} as card
    from unnest(${a.ids}::int[]) with ordinality p(user_id, n)
    join lateral (${pairRowsSql(sql`a.user_id = p.user_id`)}) s on true
    order by p.n`;
};
