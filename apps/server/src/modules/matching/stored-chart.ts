// A birth chart as stored with an ad (the ads projection's chart columns, decision 0030), read back into the
// shape horoscope/compatibility.ts takes, and the yotok of the viewer's Moon against every Moon a candidate
// can have (108 padas), for ranking and filtering in SQL without an ephemeris.
import { z } from "zod";
import type { THoroscopeMatch, TRashiVerdict } from "@app/contract";
import type { BirthChart, Computed, UnknownReason } from "./horoscope/chart.ts";
import { horoscopeMatch } from "./horoscope/compatibility.ts";
import { ashtakoota } from "./horoscope/koota.ts";
import { rashiOfPada } from "./horoscope/koota-tables.ts";
import type { MoonSign, Nakshatra, Pada, Rashi } from "./horoscope/types.ts";
import { rashiVerdict } from "./horoscope/verdict.ts";

const small = z.coerce.number().int().nullable();

/** The chart columns of an ads row, as `chartSelect` selects them. */
export const ZStoredChart = z.object({
  moonRashi: small,
  moonNakshatra: small,
  moonPada: small,
  moonCertain: z.boolean().nullable(),
  /** Pada indexes (nakshatra × 4 + pada − 1) the Moon held during a birth day whose time is unknown. */
  moonCandidates: z.array(z.coerce.number().int()).nullable(),
  lagna: small,
  marsRashi: small,
  marsHouseLagna: small,
  marsHouseMoon: small,
  birthTimeKnown: z.boolean(),
  birthPlaceKnown: z.boolean(),
});
export type StoredChart = z.infer<typeof ZStoredChart>;

/** The columns of ZStoredChart, from the ads table under `alias`. */
export const chartSelect = (alias: string) =>
  [
    ["moon_rashi", "moonRashi"],
    ["moon_nakshatra", "moonNakshatra"],
    ["moon_pada", "moonPada"],
    ["moon_certain", "moonCertain"],
    ["moon_candidates", "moonCandidates"],
    ["lagna", "lagna"],
    ["mars_rashi", "marsRashi"],
    ["mars_house_lagna", "marsHouseLagna"],
    ["mars_house_moon", "marsHouseMoon"],
    ["birth_time_known", "birthTimeKnown"],
    ["birth_place_known", "birthPlaceKnown"],
  ]
    .map(([c, k]) => `${alias}.${c} as "${k}"`)
    .join(", ");

/** A Moon from its pada index (0 … 107): the nakshatra, the pada and the rashi that pada lies in. */
export function moonOfPadaIndex(index: number): MoonSign {
  const nakshatra = Math.floor(index / 4) as Nakshatra;
  const pada = ((index % 4) + 1) as Pada;
  return { rashi: rashiOfPada(nakshatra, pada), nakshatra, pada };
}

const computed = <T>(value: number | null, reason: UnknownReason): Computed<T> =>
  value === null ? { value: null, reason } : { value: value as T, reason: null };

/** The chart horoscopeMatch reads, or null when the ad has no chart stored. */
export function chartOf(c: StoredChart): BirthChart | null {
  if (c.moonRashi === null || c.moonNakshatra === null || c.moonPada === null) return null;
  const moon = { rashi: c.moonRashi as Rashi, nakshatra: c.moonNakshatra as Nakshatra, pada: c.moonPada as Pada };
  const certain = c.moonCertain !== false;
  const lagnaReason: UnknownReason = c.birthTimeKnown ? "place_unknown" : "time_unknown";
  return {
    // The longitude is not stored and no part of a match reads it: the start of the pada stands for it.
    moon: { ...moon, longitude: ((moon.nakshatra * 4 + moon.pada - 1) * 10) / 3 },
    moonCertain: certain,
    moonCandidates: certain || !c.moonCandidates?.length ? [moon] : c.moonCandidates.map(moonOfPadaIndex),
    lagna: computed<Rashi>(c.lagna, lagnaReason),
    marsRashi: computed<Rashi>(c.marsRashi, "time_unknown"),
    marsHouseFromLagna: computed(c.marsHouseLagna, lagnaReason),
    marsHouseFromMoon: computed(c.marsHouseMoon, "time_unknown"),
  };
}

/** The pair's yotok from stored charts, bride first; a side without a chart has every part not computed. */
export function storedMatch(bride: StoredChart, groom: StoredChart): THoroscopeMatch {
  const charts = { bride: chartOf(bride), groom: chartOf(groom) };
  if (charts.bride && charts.groom) return horoscopeMatch(charts.bride, charts.groom);
  const missing = (["bride", "groom"] as const).filter((s) => charts[s] === null);
  const unknownDosha = { present: null, from: [] };
  return {
    ashtakoota: null,
    verdict: null,
    mangal: { bride: unknownDosha, groom: unknownDosha, match: "unknown" },
    notComputed: (["ashtakoota", "verdict", "mangal"] as const).flatMap((part) =>
      missing.map((side) => ({ part, side, reason: "no_birth_data" as const })),
    ),
  };
}

/** The verdicts best first, ranked 4 (রাজযোটক) … 1 (অধম) for SQL. */
export const verdictRank: Record<TRashiVerdict, number> = { rajjotok: 4, uttam: 3, madhyam: 2, adham: 1 };

/** The viewer's Moon rashi when it is known (certain, or the same all the birth day). */
export function knownRashi(c: StoredChart): Rashi | null {
  const chart = chartOf(c);
  if (!chart) return null;
  const [first, ...rest] = chart.moonCandidates;
  return rest.every((m) => m.rashi === first.rashi) ? first.rashi : null;
}

/**
 * The viewer's yotok against every Moon a candidate can have: `gunas[i]` the Ashtakoota total with a
 * candidate Moon in pada index i (null when the viewer's own Moon is uncertain), `verdicts[r]` the rank
 * of the verdict with a candidate Moon in rashi r (null when the viewer's rashi is unknown).
 */
export function yotokOf(me: StoredChart, myGender: "bride" | "groom") {
  const chart = chartOf(me);
  const rashi = knownRashi(me);
  const mine = chart && chart.moonCertain ? chart.moon : null;
  const gunas = Array.from({ length: 108 }, (_, i) => {
    if (!mine) return null;
    const other = moonOfPadaIndex(i);
    return (myGender === "bride" ? ashtakoota(mine, other) : ashtakoota(other, mine)).total;
  });
  const verdicts = Array.from({ length: 12 }, (_, r) => {
    if (rashi === null) return null;
    return verdictRank[myGender === "bride" ? rashiVerdict(rashi, r as Rashi) : rashiVerdict(r as Rashi, rashi)];
  });
  return { gunas, verdicts, moonKnown: mine !== null, rashiKnown: rashi !== null };
}
