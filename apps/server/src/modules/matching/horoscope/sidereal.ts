// Sidereal (nirayana) positions: a body's tropical ecliptic longitude of date from astronomy-engine,
// minus the Lahiri (Chitrapaksha) ayanamsa. See docs/decisions/0027-sidereal-positions.md.
import { Body, e_tilt, Ecliptic, EclipticGeoMoon, GeoVector, MakeTime, type AstroTime } from "astronomy-engine";
import type { MoonSign, Nakshatra, Pada, Rashi } from "./types.ts";

const NAKSHATRA_SPAN = 360 / 27; // 13°20′
const PADA_SPAN = NAKSHATRA_SPAN / 4; // 3°20′

/**
 * Lahiri as the Indian Astronomical Ephemeris defines it: 23°15′00.658″ on 1956-03-21 00:00 TT (JD 2435553.5),
 * a true value (with nutation). Swiss Ephemeris (sweph.h, ayanamsa 1) keeps the mean value at that epoch,
 * 23.250182778° − 0.004658035° (the nutation in longitude then, Wahr 1980), and carries it to other dates with
 * the general precession in longitude. This is that definition.
 */
const LAHIRI_EPOCH_JD_TT = 2435553.5;
const LAHIRI_MEAN_AT_EPOCH = 23.250182778 - 0.004658035;
const J2000_JD = 2451545.0;

/**
 * Accumulated general precession in longitude since J2000, in arcseconds, IAU 1976 (Lieske et al. 1977,
 * A&A 58, 1–16: p_A = 5029.0966″T + 1.11113″T² − 0.000006″T³), the model Swiss Ephemeris uses for Lahiri.
 */
function precessionInLongitude(jdTT: number): number {
  const t = (jdTT - J2000_JD) / 36525;
  return 5029.0966 * t + 1.11113 * t * t - 0.000006 * t * t * t;
}

/** The mean Lahiri ayanamsa in degrees at a Julian day (TT): without nutation. */
export function meanLahiriAtJd(jdTT: number): number {
  return LAHIRI_MEAN_AT_EPOCH + (precessionInLongitude(jdTT) - precessionInLongitude(LAHIRI_EPOCH_JD_TT)) / 3600;
}

function timeOf(instant: Date): AstroTime {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) throw new RangeError("Invalid instant");
  return MakeTime(instant);
}

function lahiriAt(time: AstroTime): number {
  // astronomy-engine's tt counts days from J2000 (TT); dpsi (nutation in longitude) is in arcseconds.
  return meanLahiriAtJd(time.tt + J2000_JD) + e_tilt(time).dpsi / 3600;
}

/**
 * The true Lahiri ayanamsa in degrees at an instant: the mean value plus the nutation in longitude, so that
 * it is subtracted from apparent longitudes (measured from the true equinox of date).
 */
export function lahiriAyanamsa(instant: Date): number {
  return lahiriAt(timeOf(instant));
}

/** An angle in degrees brought into [0, 360). */
export function normalizeDegrees(degrees: number): number {
  const d = degrees % 360;
  return d < 0 ? d + 360 : d === 360 ? 0 : d;
}

/** The rashi a sidereal longitude falls in. */
export function rashiOf(longitude: number): Rashi {
  return Math.floor(normalizeDegrees(longitude) / 30) as Rashi;
}

/**
 * The rashi, nakshatra and pada of a sidereal longitude, all three from one count of padas (108 of 3°20′:
 * 4 to a nakshatra, 9 to a rashi), so that they always agree, also on a boundary where dividing by 30°
 * and by 13°20′ separately could round to different sides.
 */
export function moonSignOf(longitude: number): MoonSign {
  const quarter = Math.min(107, Math.floor(normalizeDegrees(longitude) / PADA_SPAN));
  return {
    rashi: Math.floor(quarter / 9) as Rashi,
    nakshatra: Math.floor(quarter / 4) as Nakshatra,
    pada: ((quarter % 4) + 1) as Pada,
  };
}

/** The Moon's geocentric sidereal longitude and its rashi, nakshatra and pada at an instant. */
export function siderealMoon(instant: Date): { longitude: number } & MoonSign {
  const time = timeOf(instant);
  // Geocentric, true ecliptic and equinox of date (nutation included).
  const longitude = normalizeDegrees(EclipticGeoMoon(time).lon - lahiriAt(time));
  return { longitude, ...moonSignOf(longitude) };
}

/** Mars's geocentric apparent sidereal longitude at an instant. */
export function siderealMars(instant: Date): number {
  const time = timeOf(instant);
  // Light-time and aberration corrected, rotated to the true ecliptic and equinox of date.
  return normalizeDegrees(Ecliptic(GeoVector(Body.Mars, time, true)).elon - lahiriAt(time));
}
