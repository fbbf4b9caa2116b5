import { describe, expect, it } from "vitest";
import { birthChart, houseFrom, siderealAscendant } from "./chart.ts";
import { meanLahiriAtJd, siderealMoon } from "./sidereal.ts";

const KOLKATA = { lat: 22.5726, lon: 88.3639, timeZone: "Asia/Kolkata" };
const signs = (list: { rashi: number; nakshatra: number }[]) => list.map(({ rashi, nakshatra }) => ({ rashi, nakshatra }));

describe("birthChart for published charts", () => {
  it("reads a chart born in India: Vrishchika lagna, the Moon and Mars in Vrishchika", () => {
    // Narendra Modi, 17 September 1950, 11:00 IST, Vadnagar (23°47′ N, 72°38′ E), Lahiri: Scorpio ascendant
    // with Mars and the Moon in it. https://easyastro.com/blog/horoscope-of-narendra-modi/ (coordinates from
    // http://punyaprakop.blogspot.com/2013/05/astrological-analysis-of-narendra-modi.html); his nakshatra,
    // Anuradha, in https://www.anytimeastro.com/blog/astrology/narendra-modi-horoscope/.
    const chart = birthChart({
      date: "1950-09-17",
      time: "11:00",
      place: { lat: 23.7833, lon: 72.6333, timeZone: "Asia/Kolkata" },
    });
    expect(chart.lagna).toEqual({ value: 7, reason: null });
    expect(chart.moon).toMatchObject({ rashi: 7, nakshatra: 16 });
    expect(chart.moonCertain).toBe(true);
    expect(chart.marsRashi).toEqual({ value: 7, reason: null });
    expect(chart.marsHouseFromLagna).toEqual({ value: 1, reason: null });
    expect(chart.marsHouseFromMoon).toEqual({ value: 1, reason: null });
  });

  it("reads a chart born abroad in summer time: Vrishchika lagna, Mars in Simha in the 10th, the Moon in Kumbha", () => {
    // Diana, Princess of Wales, 1 July 1961, 19:45 BST (UTC+1), Sandringham (52°50′ N, 0°30′ E): Scorpio
    // ascendant, its lord Mars in Leo in the 10th house, aspected by the Moon (the 7th-house aspect, so the
    // Moon in Aquarius). http://jyotishvidya.com/diana.htm; https://howisyourdaytoday.com/DiArticl.htm
    const place = { lat: 52.8333, lon: 0.5, timeZone: "Europe/London" };
    const chart = birthChart({ date: "1961-07-01", time: "19:45", place });
    expect(chart.lagna.value).toBe(7);
    expect(chart.marsRashi.value).toBe(4);
    expect(chart.marsHouseFromLagna.value).toBe(10);
    expect(chart.moon.rashi).toBe(10);
    expect(chart.marsHouseFromMoon.value).toBe(7);
    // The summer hour is taken off: the same chart as 18:45 on a clock that keeps UTC all year.
    expect(birthChart({ date: "1961-07-01", time: "18:45", place: { ...place, timeZone: "UTC" } })).toEqual(chart);
    // Reading the clock as UTC instead would give another lagna.
    expect(birthChart({ date: "1961-07-01", time: "19:45", place: { ...place, timeZone: "UTC" } }).lagna.value).toBe(8);
  });
});

describe("birthChart when the time or the place is unknown", () => {
  it("takes the Moon at local noon and names every rashi and nakshatra it held that day", () => {
    // 31 December 2020 (IST): Mithuna upto 01:38 PM, then Karka; Punarvasu upto 07:49 PM, then Pushya.
    // https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=31/12/2020
    const chart = birthChart({ date: "2020-12-31", time: null, place: KOLKATA });
    expect(chart.moon).toMatchObject({ rashi: 2, nakshatra: 6 });
    expect(chart.moon).toEqual(siderealMoon(new Date("2020-12-31T12:00+05:30")));
    expect(chart.moonCertain).toBe(false);
    expect(signs(chart.moonCandidates)).toEqual([
      { rashi: 2, nakshatra: 6 },
      { rashi: 3, nakshatra: 6 },
      { rashi: 3, nakshatra: 7 },
    ]);
    expect(chart.lagna).toEqual({ value: null, reason: "time_unknown" });
    expect(chart.marsHouseFromLagna).toEqual({ value: null, reason: "time_unknown" });
    // The Moon changed rashi, so the house counted from it is not known either.
    expect(chart.marsHouseFromMoon).toEqual({ value: null, reason: "time_unknown" });
  });

  it("is certain on a day the Moon kept its rashi and nakshatra, and counts Mars's house from it", () => {
    const chart = birthChart({ date: "2022-03-16", time: null, place: KOLKATA });
    expect(chart.moonCertain).toBe(true);
    expect(chart.moonCandidates).toEqual([{ rashi: chart.moon.rashi, nakshatra: chart.moon.nakshatra, pada: chart.moon.pada }]);
    expect(chart.lagna.reason).toBe("time_unknown");
    expect(chart.marsRashi.value).not.toBeNull();
    expect(chart.marsHouseFromMoon.value).toBe(houseFrom(chart.moon.rashi, chart.marsRashi.value!));
  });

  it("leaves Mars's rashi unknown on the day it changed sign, when the time is unknown", () => {
    // Mars entered Dhanu on 16 January 2022.
    const chart = birthChart({ date: "2022-01-16", time: null, place: KOLKATA });
    expect(chart.marsRashi).toEqual({ value: null, reason: "time_unknown" });
    expect(chart.marsHouseFromMoon).toEqual({ value: null, reason: "time_unknown" });
  });

  it("reads the clock in India's time when the place is unknown, and leaves the lagna out", () => {
    const chart = birthChart({ date: "2022-01-24", time: "10:55", place: null });
    expect(chart.moon).toEqual(siderealMoon(new Date("2022-01-24T10:55+05:30")));
    expect(chart.moonCertain).toBe(true);
    expect(chart.lagna).toEqual({ value: null, reason: "place_unknown" });
    expect(chart.marsHouseFromLagna).toEqual({ value: null, reason: "place_unknown" });
    expect(chart.marsHouseFromMoon.value).toBe(houseFrom(chart.moon.rashi, chart.marsRashi.value!));
  });

  it("takes noon in daylight saving time on the day the clocks went forward abroad", () => {
    const chart = birthChart({
      date: "2021-03-14",
      time: null,
      place: { lat: 40.7128, lon: -74.006, timeZone: "America/New_York" },
    });
    // Noon EDT is 16:00 UTC (the day began at 05:00 UTC, in EST).
    expect(chart.moon).toEqual(siderealMoon(new Date("2021-03-14T16:00:00Z")));
    const { rashi, nakshatra, pada } = siderealMoon(new Date("2021-03-14T05:00:00Z"));
    expect(chart.moonCandidates[0]).toEqual({ rashi, nakshatra, pada });
  });
});

describe("birthChart refuses what is not a birth", () => {
  it.each([
    [{ date: "2023-02-30", time: "10:00", place: KOLKATA }, /not a calendar day/],
    [{ date: "1990-1-5", time: "10:00", place: KOLKATA }, /YYYY-MM-DD/],
    [{ date: "1700-01-01", time: "10:00", place: KOLKATA }, /outside 1800–2199/],
    [{ date: "1990-01-05", time: "25:00", place: KOLKATA }, /HH:MM/],
    [{ date: "1990-01-05", time: "10:60", place: KOLKATA }, /HH:MM/],
    [{ date: "1990-01-05", time: "10:00", place: { ...KOLKATA, lat: 95 } }, /Latitude/],
    [{ date: "1990-01-05", time: "10:00", place: { ...KOLKATA, lon: 200 } }, /Longitude/],
    [{ date: "1990-01-05", time: "10:00", place: { ...KOLKATA, lat: Number.NaN } }, /Latitude/],
    [{ date: "1990-01-05", time: null, place: { ...KOLKATA, timeZone: "Asia/Nowhere" } }, /Unknown time zone/],
  ])("%o", (input, message) => {
    expect(() => birthChart(input)).toThrow(message);
  });
});

describe("houses and the ascendant", () => {
  it("counts whole-sign houses from a rashi", () => {
    expect(houseFrom(7, 7)).toBe(1);
    expect(houseFrom(7, 4)).toBe(10);
    expect(houseFrom(0, 11)).toBe(12);
    expect(houseFrom(11, 0)).toBe(2);
  });

  it("puts the ascendant opposite the descendant: half a sidereal day later the other half of the zodiac rises", () => {
    // At the equator every ecliptic point rises and sets 12 sidereal hours apart.
    const at = new Date("2024-06-01T00:00:00Z");
    const later = new Date(at.getTime() + 11.9672 * 3_600_000);
    const diff = Math.abs(((siderealAscendant(later, 0, 88) - siderealAscendant(at, 0, 88) + 540) % 360) - 180);
    expect(diff).toBeGreaterThan(179.5);
  });
});

type AstronomiaSky = {
  sidereal: { apparent(jd: number): number };
  nutation: { nutation(jde: number): [number, number]; meanObliquity(jde: number): number };
  deltat: { deltaT(decimalYear: number): number };
};

describe("siderealAscendant against astronomia", () => {
  it("agrees within 0.01° with the ascendant from astronomia's sidereal time and obliquity", async () => {
    const [sidereal, nutation, deltat] = await Promise.all(
      ["astronomia/sidereal", "astronomia/nutation", "astronomia/deltat"].map((name) => import(name)),
    );
    const sky = { sidereal, nutation, deltat } as AstronomiaSky;
    for (let i = 0; i < 60; i++) {
      const instant = new Date(Date.UTC(1950, 0, 1) + i * 611.37 * 86_400_000);
      const lat = -60 + ((i * 37) % 121);
      const lon = -180 + ((i * 71) % 361);
      const jd = instant.getTime() / 86_400_000 + 2440587.5;
      const jde = jd + sky.deltat.deltaT(1970 + (jd - 2440587.5) / 365.25) / 86400;
      const [dpsi, deps] = sky.nutation.nutation(jde);
      const theta = (sky.sidereal.apparent(jd) / 240 + lon) * (Math.PI / 180);
      const eps = sky.nutation.meanObliquity(jde) + deps;
      const phi = lat * (Math.PI / 180);
      const tropical = (Math.atan2(Math.cos(theta), -(Math.sin(theta) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) * 180) / Math.PI;
      const reference = tropical - meanLahiriAtJd(jde) - (dpsi * 180) / Math.PI;
      const diff = Math.abs(((siderealAscendant(instant, lat, lon) - reference + 540) % 360) - 180);
      expect(diff, `${instant.toISOString()} ${lat} ${lon}`).toBeLessThan(0.01);
    }
  });
});
