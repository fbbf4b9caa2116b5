// The birth chart stored with an ad: from the date, time and place of birth a member gives, the columns
// yotok search and ranking read (profiles, carried into ads), computed once when the birth data changes.
// See docs/decisions/0030-birth-data.md.
import type { ChartColumns } from "@app/db";
import type { TBirthDetails, TFieldError, THoroscope, TPlace } from "@app/contract";
import { badRequest } from "../../http/errors.ts";
import type { Places } from "../places/service.ts";
import { birthChart } from "./horoscope/chart.ts";
import { mangalDosha } from "./horoscope/mangal.ts";

/** What a member gave: the date always, the time ("HH:MM") and the place's id when known. */
export type BirthData = { dateOfBirth: string; birthTime: string | null; birthPlaceId: string | null };

export type { ChartColumns };

/** The chart columns in a fixed order (the seed's birth samples store their values so). */
export const chartColumnNames = [
  "moonRashi",
  "moonNakshatra",
  "moonPada",
  "moonCertain",
  "moonCandidates",
  "lagna",
  "marsRashi",
  "marsHouseLagna",
  "marsHouseMoon",
  "mangalDosha",
] as const satisfies readonly (keyof ChartColumns)[];

/** A pada index names its nakshatra and pada, and so its rashi (a pada lies in one rashi: 9 padas a rashi). */
export const padaIndex = (nakshatra: number, pada: number) => nakshatra * 4 + pada - 1;
const fromPadaIndex = (i: number) => ({ rashi: Math.floor(i / 9), nakshatra: Math.floor(i / 4) });

/** The chart columns of a birth whose place (if any) has been looked up. Throws RangeError on malformed input. */
export function chartColumns(date: string, time: string | null, place: Pick<TPlace, "lat" | "lon" | "timeZone"> | null): ChartColumns {
  const chart = birthChart({ date, time, place: place && { lat: place.lat, lon: place.lon, timeZone: place.timeZone } });
  const dosha = mangalDosha(chart.marsHouseFromLagna.value, chart.marsHouseFromMoon.value, chart.marsRashi.value);
  return {
    moonRashi: chart.moon.rashi,
    moonNakshatra: chart.moon.nakshatra,
    moonPada: chart.moon.pada,
    moonCertain: chart.moonCertain,
    moonCandidates: chart.moonCandidates.map((c) => padaIndex(c.nakshatra, c.pada)),
    lagna: chart.lagna.value,
    marsRashi: chart.marsRashi.value,
    marsHouseLagna: chart.marsHouseFromLagna.value,
    marsHouseMoon: chart.marsHouseFromMoon.value,
    mangalDosha: dosha.present,
  };
}

/** The stored columns of an ad's chart as read from the database (null until computed). */
export type StoredChart = { [K in keyof ChartColumns]: ChartColumns[K] | null };

/** What signed-in members see of a chart: the Moon's rashi and nakshatra (or the candidates) and Mangal dosha. */
export function presentHoroscope(c: StoredChart): THoroscope | null {
  if (c.moonRashi === null || c.moonNakshatra === null || c.moonCertain === null) return null;
  const candidates = (c.moonCandidates ?? []).map(fromPadaIndex);
  return {
    moonRashi: c.moonRashi,
    moonNakshatra: c.moonNakshatra,
    moonCertain: c.moonCertain,
    moonCandidates: candidates.length ? candidates : [{ rashi: c.moonRashi, nakshatra: c.moonNakshatra }],
    mangalDosha: c.mangalDosha,
  };
}

/** The time and place and what only they give (pada, lagna, Mars's houses), for a viewer allowed to see them. */
export function presentBirthDetails(c: StoredChart & { birthTime: string | null }, place: TPlace | null): TBirthDetails {
  return {
    time: c.birthTime,
    place,
    moonPada: c.moonCertain ? c.moonPada : null,
    lagna: c.lagna,
    marsHouseFromLagna: c.marsHouseLagna,
    marsHouseFromMoon: c.marsHouseMoon,
  };
}

const UNKNOWN_PLACE = "Please choose the place of birth from the list";
const BAD_DATE = "Please enter a valid date of birth";
const BAD_TIME = "Please enter the time of birth as HH:MM, from 00:00 to 23:59";

/**
 * Birth charts from what a form gave: the place looked up by id in the places list (built on first use, shared
 * with GET /api/places), the columns computed. A bad place or date is a 400 naming the field.
 */
export function createBirthCharts(places: () => Places) {
  const placeOf = (id: string | null) => (id === null ? null : (places().byId(id) ?? null));
  return {
    placeOf,
    /** Field errors of the birth data, without computing anything. */
    check(b: BirthData): TFieldError[] {
      if (b.birthPlaceId !== null && !placeOf(b.birthPlaceId)) return [{ field: "birthPlaceId", message: UNKNOWN_PLACE }];
      return [];
    },
    /** The chart columns; a 400 when the place is not in the list or the date or time cannot be read. */
    columns(b: BirthData): ChartColumns {
      const errors = this.check(b);
      if (errors.length) throw badRequest(errors[0].message, errors);
      try {
        return chartColumns(b.dateOfBirth, b.birthTime, placeOf(b.birthPlaceId));
      } catch (e) {
        if (!(e instanceof RangeError)) throw e;
        const [field, message] = e.message.startsWith("Birth time") ? ["birthTime", BAD_TIME] : ["dateOfBirth", BAD_DATE];
        throw badRequest(message, [{ field, message }]);
      }
    },
  };
}
export type BirthCharts = ReturnType<typeof createBirthCharts>;
