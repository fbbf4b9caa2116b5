import { describe, expect, it } from "vitest";
import { birthChart, type BirthChart } from "./chart.ts";
import { horoscopeMatch } from "./compatibility.ts";
import { ashtakoota } from "./koota.ts";
import type { MoonSign } from "./types.ts";
import { rashiVerdict } from "./verdict.ts";

const KOLKATA = { lat: 22.5726, lon: 88.3639, timeZone: "Asia/Kolkata" };

/** A chart as `birthChart` gives one, with what a case needs changed. */
function chart(moon: MoonSign, changes: Partial<BirthChart> = {}): BirthChart {
  return {
    moon: { ...moon, longitude: 0 },
    moonCertain: true,
    moonCandidates: [moon],
    lagna: { value: 0, reason: null },
    marsRashi: { value: 2, reason: null },
    marsHouseFromLagna: { value: 3, reason: null },
    marsHouseFromMoon: { value: 3, reason: null },
    ...changes,
  };
}
const unknownTime = { value: null, reason: "time_unknown" } as const;

describe("horoscopeMatch", () => {
  it("gives the Ashtakoota score, the rashi verdict and Mangal dosha of two charts known to the minute", () => {
    const bride = birthChart({ date: "1996-02-14", time: "06:40", place: KOLKATA });
    const groom = birthChart({ date: "1992-11-03", time: "21:15", place: { lat: 23.2324, lon: 87.8615, timeZone: "Asia/Kolkata" } });
    const match = horoscopeMatch(bride, groom);
    expect(match.ashtakoota).toEqual(ashtakoota(bride.moon, groom.moon));
    expect(match.ashtakoota!.total).toBeGreaterThanOrEqual(0);
    expect(match.ashtakoota!.total).toBeLessThanOrEqual(36);
    expect(match.verdict).toBe(rashiVerdict(bride.moon.rashi, groom.moon.rashi));
    expect(match.mangal.bride.present).not.toBeNull();
    expect(match.mangal.groom.present).not.toBeNull();
    expect(match.notComputed).toEqual([]);
  });

  it("gives no score for a Moon that changed nakshatra on a birth day of unknown time, but the verdict when its rashi held", () => {
    const ashwini: MoonSign = { rashi: 0, nakshatra: 0, pada: 4 };
    const bharani: MoonSign = { rashi: 0, nakshatra: 1, pada: 1 };
    const bride = chart(ashwini, {
      moonCertain: false,
      moonCandidates: [ashwini, bharani],
      lagna: unknownTime,
      marsHouseFromLagna: unknownTime,
    });
    const groom = chart({ rashi: 4, nakshatra: 9, pada: 2 });
    const match = horoscopeMatch(bride, groom);
    expect(match.ashtakoota).toBeNull();
    expect(match.verdict).toBe(rashiVerdict(0, 4));
    expect(match.notComputed).toContainEqual({ part: "ashtakoota", side: "bride", reason: "moon_uncertain" });
    expect(match.notComputed.some((n) => n.part === "verdict")).toBe(false);
  });

  it("gives neither score nor verdict when the Moon also changed rashi, and says so for that side only", () => {
    // 31 December 2020: the Moon went from Mithuna into Karka and from Punarvasu into Pushya (drikpanchang).
    const bride = birthChart({ date: "2020-12-31", time: null, place: KOLKATA });
    const groom = birthChart({ date: "1992-11-03", time: "21:15", place: KOLKATA });
    const match = horoscopeMatch(bride, groom);
    expect(match.ashtakoota).toBeNull();
    expect(match.verdict).toBeNull();
    expect(match.notComputed.filter((n) => n.part !== "mangal")).toEqual([
      { part: "ashtakoota", side: "bride", reason: "moon_uncertain" },
      { part: "verdict", side: "bride", reason: "moon_uncertain" },
    ]);
  });

  it("says Mangal dosha is unknown, and why, when the houses it counts are not known; both with it cancel", () => {
    const moon: MoonSign = { rashi: 5, nakshatra: 11, pada: 3 };
    const noHouses = { lagna: unknownTime, marsHouseFromLagna: unknownTime, marsHouseFromMoon: unknownTime };
    const unknown = horoscopeMatch(chart(moon, noHouses), chart(moon));
    expect(unknown.mangal.match).toBe("unknown");
    expect(unknown.notComputed).toEqual([{ part: "mangal", side: "bride", reason: "time_unknown" }]);

    const withDosha = { marsHouseFromLagna: { value: 7, reason: null }, marsHouseFromMoon: { value: 7, reason: null } } as const;
    expect(horoscopeMatch(chart(moon, withDosha), chart(moon, withDosha)).mangal.match).toBe("cancelled");
    expect(horoscopeMatch(chart(moon, withDosha), chart(moon)).mangal.match).toBe("one-sided");
    expect(horoscopeMatch(chart(moon), chart(moon)).mangal.match).toBe("none");
  });
});
