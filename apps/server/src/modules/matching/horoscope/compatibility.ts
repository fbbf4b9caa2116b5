// The horoscope match of a bride's and a groom's birth charts as a family reads it: the Ashtakoota score
// with its parts and doshas, the Bengali rashi verdict (রাজযোটক …) and Mangal dosha, or for each what could
// not be computed and why. Nothing is guessed: a Moon that changed rashi or nakshatra during a birth day
// whose time is unknown gives no score (decision 0028). Reads charts only, so a pair costs microseconds.
import type { BirthChart, UnknownReason } from "./chart.ts";
import { ashtakoota, type Ashtakoota } from "./koota.ts";
import { mangalDosha, mangalMatch, type MangalDosha, type MangalMatch } from "./mangal.ts";
import type { Rashi } from "./types.ts";
import { rashiVerdict, type RashiVerdict } from "./verdict.ts";

/** Why a part of the match could not be computed for one side. */
export type NotComputed = {
  part: "ashtakoota" | "verdict" | "mangal";
  side: "bride" | "groom";
  reason: UnknownReason | "moon_uncertain";
};

export type HoroscopeMatch = {
  ashtakoota: Ashtakoota | null;
  verdict: RashiVerdict | null;
  mangal: { bride: MangalDosha; groom: MangalDosha; match: MangalMatch };
  notComputed: NotComputed[];
};

type Side = "bride" | "groom";

/** The Moon's rashi when it is known: certain, or the same in every candidate of an unknown-time day. */
function knownRashi(chart: BirthChart): Rashi | null {
  const [first, ...rest] = chart.moonCandidates;
  return rest.every((c) => c.rashi === first.rashi) ? first.rashi : null;
}

function mangalOf(chart: BirthChart): MangalDosha {
  return mangalDosha(chart.marsHouseFromLagna.value, chart.marsHouseFromMoon.value, chart.marsRashi.value);
}

/** Why a side's Mangal dosha is unknown: the birth time or place that the houses need. */
function mangalReason(chart: BirthChart): UnknownReason {
  return chart.marsHouseFromLagna.reason ?? chart.marsHouseFromMoon.reason ?? "time_unknown";
}

export function horoscopeMatch(bride: BirthChart, groom: BirthChart): HoroscopeMatch {
  const notComputed: NotComputed[] = [];
  const sides: [Side, BirthChart][] = [
    ["bride", bride],
    ["groom", groom],
  ];
  for (const [side, chart] of sides) if (!chart.moonCertain) notComputed.push({ part: "ashtakoota", side, reason: "moon_uncertain" });

  const rashis = { bride: knownRashi(bride), groom: knownRashi(groom) };
  for (const [side] of sides) if (rashis[side] === null) notComputed.push({ part: "verdict", side, reason: "moon_uncertain" });

  const mangal = { bride: mangalOf(bride), groom: mangalOf(groom) };
  for (const [side, chart] of sides)
    if (mangal[side].present === null) notComputed.push({ part: "mangal", side, reason: mangalReason(chart) });

  return {
    ashtakoota: bride.moonCertain && groom.moonCertain ? ashtakoota(bride.moon, groom.moon) : null,
    verdict: rashis.bride !== null && rashis.groom !== null ? rashiVerdict(rashis.bride, rashis.groom) : null,
    mangal: { ...mangal, match: mangalMatch(mangal.bride, mangal.groom) },
    notComputed,
  };
}
