import { preparedRows, type Database } from "@app/db";
import type { TMatch, TMatchesData, TMatchesQuery, TProfileCard } from "@app/contract";
import { indiaToday, type Clock } from "../../lib/clock.ts";
import { sha256Hex } from "../../lib/crypto.ts";
import { arrayLiteral } from "../../lib/sql-arrays.ts";
import { mutualFit } from "./fit.ts";
import { ownSideAndHiddenQuery, type PairSide } from "./pair-rows.ts";
import { storedMatch, yotokOf } from "./stored-chart.ts";
import {
  fullWishReach,
  pageOfRankingPrepared,
  poolEach,
  rankedPagePrepared,
  rankedParams,
  ZPageRow,
  ZRankedRow,
  type RankedParams,
} from "./matches-sql.ts";

/**
 * How long a member's ranking is kept for their next pages and visits (decision 0041): paging through it
 * costs a read of twenty ads by key instead of ranking the pool again, and the pages stay one list (a new
 * ranking between two pages could show an ad twice, or skip one, as members' activity reorders browse).
 */
export const rankingKeptMs = 5 * 60_000;
/** At most this many members' rankings are kept per process (at most 2.5 KB each), the oldest dropped first. */
const rankingsKept = 5000;

/** A member's ranking: the ads in rank order (internal ids only), a digest of what it was ranked from, and when. */
type KeptRanking = { ids: Int32Array; rankedFrom: string; at: number };

/**
 * What a ranking depends on besides the ads: the member's wishes, facts and chart (as the statement's
 * parameters), the day (ages) and the side. A change to any of them ranks again at once.
 */
function rankedFrom(p: RankedParams): string {
  const { hidden: _hidden, viewerId: _viewerId, size: _size, offset: _offset, ...rest } = p;
  return sha256Hex(JSON.stringify(rest));
}

/**
 * "Matches for you": the ads of the other side that fit the member's ad best both ways, paged. Only ads
 * in circulation (the ads projection), never the member's own, one of a member blocked either way, or
 * one a proposal already joins to the member (sent or received, whatever its answer). Ranked by the
 * wishes left unmet on both sides (fewer first), then, when asked and the member's Moon is known, by the
 * rashi verdict and the Ashtakoota gunas, then in browse order.
 *
 * The ranking is kept for `rankingKeptMs` and ranked again sooner when the member's own ad, wishes or
 * chart change. The members hidden from them are read on every request and taken out of a kept ranking,
 * so a block or a proposal takes effect on the next page; an ad that left circulation is not shown.
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
  const pageOfRanking = preparedRows(d.db, "matches_page_of_ranking", ZPageRow, pageOfRankingPrepared());
  const rankings = new Map<string, KeptRanking>();

  function keep(key: string, ranking: KeptRanking) {
    rankings.delete(key);
    if (rankings.size >= rankingsKept) rankings.delete(rankings.keys().next().value!);
    rankings.set(key, ranking);
  }

  /** The page's ads with their cards, and the ranking's length: from the kept ranking, else ranked now. */
  async function rankedPage(userId: number, hidden: number[], params: RankedParams, horoscope: boolean) {
    const key = `${userId}:${horoscope ? "yotok" : "plain"}`;
    const from = rankedFrom(params);
    const now = d.clock.now().getTime();
    const kept = rankings.get(key);
    if (kept && kept.rankedFrom === from && now - kept.at < rankingKeptMs) {
      const out = new Set(hidden);
      const ids = Array.from(kept.ids).filter((id) => !out.has(id));
      const page = ids.slice(params.offset, params.offset + params.size);
      const rows = page.length ? await pageOfRanking({ ids: arrayLiteral(page), viewerId: userId }) : [];
      return { total: ids.length, rows };
    }
    const rows = await (horoscope ? ranked.horoscope : ranked.plain)(params);
    const ranking = rows[0]?.ranking ?? [];
    keep(key, { ids: Int32Array.from(ranking), rankedFrom: from, at: now });
    return { total: ranking.length, rows: rows.flatMap((r) => (r.side ? [{ side: r.side, card: r.card }] : [])) };
  }

  async function matches(userId: number, q: TMatchesQuery): Promise<TMatchesData> {
    const today = indiaToday(d.clock.now());
    const { me, hidden } = await ownSideAndHidden(userId);
    const y = q.horoscope ? yotokOf(me.chart, me.gender) : null;
    const yotok = y && (y.moonKnown || y.rashiKnown) ? y : null;
    const params = rankedParams({ me, viewerId: userId, today, hidden, yotok, size: q.size, offset: (q.page - 1) * q.size });
    const { total, rows } = await rankedPage(userId, hidden, params, yotok !== null);
    const cards = d.cardsOf(
      rows.map((r) => r.card),
      userId,
    );
    const list = rows.flatMap(({ side: them }): TMatch[] => {
      const profile = cards.get(them.userId);
      if (!profile) return [];
      return [{ profile, fit: mutualFit(me, them, today), horoscope: q.horoscope ? horoscopeOf(me, them) : null }];
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

/** The pair's verdict and gunas from their stored charts, the bride's first. */
function horoscopeOf(me: PairSide, them: PairSide) {
  const m = me.gender === "bride" ? storedMatch(me.chart, them.chart) : storedMatch(them.chart, me.chart);
  return { verdict: m.verdict, gunas: m.ashtakoota?.total ?? null };
}
