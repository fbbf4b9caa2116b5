import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { z } from "zod";
import { placeholdersOf, preparedRows, type Database } from "@app/db";
import type { TMatch, TMatchesData, TMatchesQuery, TProfileCard } from "@app/contract";
import { indiaToday, type Clock } from "../../lib/clock.ts";
import { int } from "../../lib/rows.ts";
import { arrayLiteral } from "../../lib/sql-arrays.ts";
import { mutualFit } from "./fit.ts";
import { allYourWishesSql, fitParams, theirUnmetSql, yourUnmetSql, type FitParams } from "./fit-sql.ts";
import { ownSideAndHiddenQuery, pairRowsSql, ZPairRow, type PairSide } from "./pair-rows.ts";
import { storedMatch, yotokOf } from "./stored-chart.ts";
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
 * A row of the ranked page: the pool's size, and the ad of that rank with its wishes and chart, and its
 * card's row as JSON (none when the page is empty).
 */
const ZRankedRow = z
  .looseObject({ total: int, userId: int.nullable(), card: z.unknown() })
  .transform((r) => ({ total: r.total, side: r.userId === null ? null : ZPairRow.parse(r), card: r.card }));

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
 * order; with the pool's size. Its text is the same for every member (two statements: with the horoscope
 * and without), so the service prepares it once.
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
  const horoscopeOrder = horoscope ? sql`verdict desc nulls last, gunas desc nulls last, ` : sql``;
  // The page is cut by its ranks, not by `limit $size offset $offset`: a generic plan takes a limit it
  // cannot see for a tenth of the pool and costs each of those cards, so PostgreSQL kept planning the
  // statement anew for every page (0.6–1.0 ms); with the ranks it keeps one plan (decision 0037).
  return sql`with pool as (${walk(reached, allYourWishesSql(a))} union ${walk(sql`ads`, side)}),
    ranked as materialized (
      select pool.*, pool.your_unmet + ${theirUnmetSql(a)} as unmet
      from pool left join partner_preferences pp on pp.user_id = pool.user_id)
    select c.total, s.*, ${cardJsonSql(sql`p.user_id`, a.viewerId)} as card
    from (select count(*)::int as total from ranked) c
    left join lateral (select * from (select ranked.*, row_number() over (order by unmet, ${horoscopeOrder}${sql.raw(adOrder)}) as page_rank from ranked) r
      where page_rank > ${a.offset}::int and page_rank <= ${a.offset}::int + ${a.size}::int) p on true
    left join lateral (${pairRowsSql(sql`a.user_id = p.user_id`)}) s on true
    order by p.unmet, ${horoscope ? sql`p.verdict desc nulls last, p.gunas desc nulls last, ` : sql``}p.top_zone desc nulls last,
      p.last_active_at desc nulls last, p.user_id desc nulls last`;
}

/** The ranked page as a prepared statement's text: every parameter a placeholder of its own name. */
export const rankedPagePrepared = (o: { horoscope: boolean; each: number; reach: number }) =>
  rankedPageSql(placeholdersOf<RankedParams>(), o);

/**
 * "Matches for you": the ads of the other side that fit the member's ad best both ways, paged. Only ads
 * in circulation (the ads projection), never the member's own, one of a member blocked either way, or
 * one a proposal already joins to the member (sent or received, whatever its answer). Ranked by the
 * wishes left unmet on both sides (fewer first), then, when asked and the member's Moon is known, by the
 * rashi verdict and the Ashtakoota gunas, then in browse order.
 */
export function createMatchesService(d: {
  db: Database;
  clock: Clock;
  /** Browse's cards from their rows (search-service.ts). */
  cardsOf: (rows: unknown[], viewerId: number) => Map<number, TProfileCard>;
  poolEach?: number;
  fullWishReach?: number;
}) {
  const each = d.poolEach ?? poolEach;
  const reach = d.fullWishReach ?? fullWishReach;
  const ownSideAndHidden = ownSideAndHiddenQuery(d.db);
  const rankedStatement = (horoscope: boolean) =>
    preparedRows(
      d.db,
      `matches_ranked${horoscope ? "_yotok" : ""}_${each}_${reach}`,
      ZRankedRow,
      rankedPagePrepared({ horoscope, each, reach }),
    );
  const ranked = { plain: rankedStatement(false), horoscope: rankedStatement(true) };

  async function matches(userId: number, q: TMatchesQuery): Promise<TMatchesData> {
    const today = indiaToday(d.clock.now());
    const { me, hidden } = await ownSideAndHidden(userId);
    const y = q.horoscope ? yotokOf(me.chart, me.gender) : null;
    const yotok = y && (y.moonKnown || y.rashiKnown) ? y : null;
    const params = rankedParams({ me, viewerId: userId, today, hidden, yotok, size: q.size, offset: (q.page - 1) * q.size });
    const rows = await (yotok ? ranked.horoscope : ranked.plain)(params);
    const total = rows[0]?.total ?? 0;
    const page = rows.flatMap((r) => (r.side ? [r.side] : []));
    const cards = d.cardsOf(
      rows.flatMap((r) => (r.card ? [r.card] : [])),
      userId,
    );
    const list = page.flatMap((them): TMatch[] => {
      const profile = cards.get(them.userId);
      if (!profile) return [];
      const fit = mutualFit(me, them, today);
      if (!q.horoscope) return [{ profile, fit, horoscope: null }];
      const m = me.gender === "bride" ? storedMatch(me.chart, them.chart) : storedMatch(them.chart, me.chart);
      return [{ profile, fit, horoscope: { verdict: m.verdict, gunas: m.ashtakoota?.total ?? null } }];
    });
    return {
      matches: list,
      total,
      page: q.page,
      size: q.size,
      totalPages: Math.max(1, Math.ceil(total / q.size)),
      horoscopeRanked: yotok !== null,
    };
  }

  return { matches };
}
export type MatchesService = ReturnType<typeof createMatchesService>;
