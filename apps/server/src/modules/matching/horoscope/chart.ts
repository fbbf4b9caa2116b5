// What a yotok match reads from a birth: the Moon's rashi, nakshatra and pada, the lagna (ascendant's
// rashi) and Mars's house, from the birth's local date, clock time and place. Whole-sign houses.
// See docs/decisions/0027-sidereal-positions.md.
import { e_tilt, MakeTime, SiderealTime } from "astronomy-engine";
import { assertTimeZone, localToInstant, parseLocalClock, parseLocalDate, type LocalDate } from "./local-time.ts";
import { lahiriAyanamsa, normalizeDegrees, rashiOf, siderealMars, siderealMoon } from "./sidereal.ts";
import type { House, MoonSign, Rashi } from "./types.ts";

export type BirthInput = {
  date: string;
  time: string | null;
  place: { lat: number; lon: number; timeZone: string } | null;
};

/** Why a part of the chart could not be computed. */
export type UnknownReason = "time_unknown" | "place_unknown";
export type Computed<T> = { value: T; reason: null } | { value: null; reason: UnknownReason };

export type BirthChart = {
  /** The Moon at the birth, or at local noon when the time is unknown. */
  moon: MoonSign & { longitude: number };
  /** False when the time is unknown and the Moon changed nakshatra or rashi during that local day. */
  moonCertain: boolean;
  /**
   * Every rashi and nakshatra the Moon held during the local day, in order, each with its pada at the first
   * hour of the day it was there; just `moon` when certain.
   */
  moonCandidates: MoonSign[];
  lagna: Computed<Rashi>;
  marsRashi: Computed<Rashi>;
  marsHouseFromLagna: Computed<House>;
  marsHouseFromMoon: Computed<House>;
};

/** The zone a birth's clock is read in when the place is not known: the service's families are in India. */
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

const known = <T>(value: T): Computed<T> => ({ value, reason: null });
const missing = <T>(reason: UnknownReason): Computed<T> => ({ value: null, reason });

/** The whole-sign house of a rashi counted from another (the same rashi is house 1). */
export function houseFrom(from: Rashi, rashi: Rashi): House {
  return (((((rashi - from) % 12) + 12) % 12) + 1) as House;
}

/**
 * The sidereal ascendant at an instant and place: the ecliptic point rising in the east, from the local
 * apparent sidereal time θ, the true obliquity ε and the latitude φ (λ = atan2(cos θ, −(sin θ cos ε + tan φ sin ε))),
 * minus the ayanamsa.
 */
export function siderealAscendant(instant: Date, lat: number, lon: number): number {
  const time = MakeTime(instant);
  const theta = ((SiderealTime(time) * 15 + lon) * Math.PI) / 180;
  const eps = (e_tilt(time).tobl * Math.PI) / 180;
  const phi = (lat * Math.PI) / 180;
  const tropical = (Math.atan2(Math.cos(theta), -(Math.sin(theta) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) * 180) / Math.PI;
  return normalizeDegrees(tropical - lahiriAyanamsa(instant));
}

function checkPlace(place: NonNullable<BirthInput["place"]>): void {
  const { lat, lon, timeZone } = place;
  if (!Number.isFinite(lat) || lat <= -90 || lat >= 90) throw new RangeError(`Latitude must be between -90 and 90, got ${lat}`);
  if (!Number.isFinite(lon) || lon < -180 || lon > 180) throw new RangeError(`Longitude must be between -180 and 180, got ${lon}`);
  assertTimeZone(timeZone);
}

const sameSign = (a: MoonSign, b: MoonSign) => a.rashi === b.rashi && a.nakshatra === b.nakshatra;

/**
 * The Moon over a local day, hour by hour (the Moon needs at least five hours to cross a pada, so no rashi or
 * nakshatra it held is missed): one entry per rashi-and-nakshatra it held, with the pada of its first hour.
 */
function moonOverDay(date: LocalDate, timeZone: string): MoonSign[] {
  const start = localToInstant(date, { hour: 0, minute: 0 }, timeZone).getTime();
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  const nextDay = { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
  const end = localToInstant(nextDay, { hour: 0, minute: 0 }, timeZone).getTime() - 60_000;
  const seen: MoonSign[] = [];
  for (let t = start; ; t = Math.min(t + 3_600_000, end)) {
    const { rashi, nakshatra, pada } = siderealMoon(new Date(t));
    const sign = { rashi, nakshatra, pada };
    if (seen.length === 0 || !sameSign(seen[seen.length - 1]!, sign)) seen.push(sign);
    if (t === end) return seen;
  }
}

/** The chart a yotok match reads, from what the family knows of the birth. */
export function birthChart(input: BirthInput): BirthChart {
  const date = parseLocalDate(input.date);
  const clock = input.time === null ? null : parseLocalClock(input.time);
  if (input.place !== null) checkPlace(input.place);
  const timeZone = input.place?.timeZone ?? DEFAULT_TIME_ZONE;

  const instant = localToInstant(date, clock ?? { hour: 12, minute: 0 }, timeZone);
  const moon = siderealMoon(instant);
  const { rashi, nakshatra, pada } = moon;
  const overDay = clock === null ? moonOverDay(date, timeZone) : [];
  const moonCertain = overDay.length <= 1;
  const moonCandidates = moonCertain ? [{ rashi, nakshatra, pada }] : overDay;

  const marsRashi = rashiOf(siderealMars(instant));
  // Mars moves less than a degree a day; when the time is unknown its rashi is only trusted if the same all day.
  const marsCertain =
    clock !== null ||
    (rashiOf(siderealMars(localToInstant(date, { hour: 0, minute: 0 }, timeZone))) === marsRashi &&
      rashiOf(siderealMars(localToInstant(date, { hour: 23, minute: 59 }, timeZone))) === marsRashi);

  const lagna: Computed<Rashi> =
    clock === null
      ? missing("time_unknown")
      : input.place === null
        ? missing("place_unknown")
        : known(rashiOf(siderealAscendant(instant, input.place.lat, input.place.lon)));

  const moonRashiCertain = moonCandidates.every((c) => c.rashi === moon.rashi);
  return {
    moon,
    moonCertain,
    moonCandidates,
    lagna,
    marsRashi: marsCertain ? known(marsRashi) : missing("time_unknown"),
    marsHouseFromLagna: lagna.value === null ? missing(lagna.reason) : known(houseFrom(lagna.value, marsRashi)),
    marsHouseFromMoon: marsCertain && moonRashiCertain ? known(houseFrom(moon.rashi, marsRashi)) : missing("time_unknown"),
  };
}
