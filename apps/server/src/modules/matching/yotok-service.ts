// Yotok of the viewer against candidates as SQL on stored chart columns. A pair's score and verdict depend
// only on the two Moons, so the viewer's 108 possible scores (one per pada a candidate's Moon can stand in)
// and 12 verdicts are worked out here in JavaScript and sent as constants: the browse filter becomes a
// test of a candidate's pada or rashi against a short list, ranking reads an array by the candidate's pada
// (decision 0031). Nothing is guessed: a candidate's uncertain Moon has no score, and a verdict only when
// its rashi was the same all the birth day.
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import type { TRashiVerdict } from "@app/contract";
import { badRequest, unauthenticated } from "../../http/errors.ts";
import { arrayLiteral, intArray } from "../../lib/sql-arrays.ts";
import { chartSelect, verdictRank, yotokOf, ZStoredChart } from "./stored-chart.ts";

export type Yotok = ReturnType<typeof yotokOf>;

/** The candidate's pada index (0 … 107), for a certain Moon only (unqualified ads columns). */
const padaIndex = sql`(case when moon_certain then moon_nakshatra * 4 + moon_pada - 1 end)`;
/** The candidate's Moon rashi when it was the same all the birth day. */
const knownRashi = sql`(case when moon_certain or moon_candidates[1] / 9 = moon_candidates[cardinality(moon_candidates)] / 9 then moon_rashi end)`;

/** The viewer's 108 gunas and 12 verdict ranks as the array literals `gunasSql` and `verdictRankSql` read. */
export const yotokArrays = (y: Yotok) => ({ gunas: arrayLiteral(y.gunas), verdicts: arrayLiteral(y.verdicts.map((v) => v ?? 0)) });
/** The candidate's Ashtakoota gunas against the viewer (null when either Moon is uncertain). */
export const gunasSql = (gunas: string | Placeholder | null) => sql`(${gunas}::real[])[${padaIndex} + 1]`;
/** The verdict's rank 4 (রাজযোটক) … 1 (অধম), null when a rashi is not known. */
export const verdictRankSql = (verdicts: string | Placeholder | null) => sql`(${verdicts}::int[])[${knownRashi} + 1]`;

/** Browse's yotok filter as conditions: the candidate's pada or rashi in the viewer's accepted list. */
export function yotokConditions(y: Yotok, f: { yotok?: string; minGuna?: number }): SQL[] {
  const where: SQL[] = [];
  if (f.yotok) {
    const least = verdictRank[f.yotok === "rajjotok" ? "rajjotok" : ("uttam" satisfies TRashiVerdict)];
    const rashis = y.verdicts.flatMap((v, r) => (v !== null && v >= least ? [r] : []));
    where.push(rashis.length ? sql`${knownRashi} = any(${intArray(rashis)})` : sql`false`);
  }
  if (f.minGuna !== undefined) {
    const min = f.minGuna;
    const padas = y.gunas.flatMap((g, i) => (g !== null && g >= min ? [i] : []));
    where.push(padas.length ? sql`moon_certain and moon_nakshatra * 4 + moon_pada - 1 = any(${intArray(padas)})` : sql`false`);
  }
  return where;
}

const ZViewerChart = ZStoredChart.extend({ gender: z.enum(["bride", "groom"]) });

/** The member's own chart from their ad in circulation, or null when it is not in circulation. */
export async function ownChart(db: Database, userId: number) {
  const [row] = await queryRows(
    db,
    ZViewerChart,
    sql`select a.gender, ${sql.raw(chartSelect("a"))} from ads a where a.user_id = ${userId}`,
  );
  return row ?? null;
}

/**
 * The viewer's yotok for browse's filter: a member only, whose ad carries a Moon the filter can read
 * (certain for gunas; a rashi known all day for a verdict). Otherwise a 401 or a 400 saying why.
 */
export async function viewerYotok(db: Database, viewerId: number | null, f: { yotok?: string; minGuna?: number }): Promise<Yotok> {
  const field = f.yotok ? "yotok" : "minGuna";
  if (viewerId === null) throw unauthenticated("Please log in to filter by yotok against your birth chart");
  const me = await ownChart(db, viewerId);
  if (!me)
    throw badRequest("Yotok can be filtered only while your ad is in circulation", [{ field, message: "Your ad is not in circulation" }]);
  const y = yotokOf(me, me.gender);
  if (me.moonRashi === null)
    throw badRequest("Add your birth details to your ad to filter by yotok", [{ field, message: "Your ad has no birth chart" }]);
  if (f.minGuna !== undefined && !y.moonKnown)
    throw badRequest("Gunas need your birth time: the Moon changed nakshatra on your birth day", [
      { field: "minGuna", message: "Your Moon's nakshatra is not certain without your birth time" },
    ]);
  if (f.yotok && !y.rashiKnown)
    throw badRequest("The yotok verdict needs your birth time: the Moon changed rashi on your birth day", [
      { field: "yotok", message: "Your Moon's rashi is not certain without your birth time" },
    ]);
  return y;
}

/** The accepted lists in short form, for the count cache's key (the same filter differs per Moon). */
export const yotokKey = (y: Yotok, f: { yotok?: string; minGuna?: number }) =>
  f.yotok || f.minGuna !== undefined ? `|y:${y.verdicts.join(",")}|g:${y.gunas.join(",")}` : "";
