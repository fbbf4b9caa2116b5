import { describe, expect, it } from "vitest";
import { createPlaces } from "../places/service.ts";
import { chartColumns, createBirthCharts, padaIndex, presentHoroscope } from "./birth-chart-service.ts";
import { birthChart } from "./horoscope/chart.ts";

const places = createPlaces();
const charts = createBirthCharts(() => places);

describe("the chart columns of a birth", () => {
  it("are chart.ts's chart of the place looked up by id, with Mangal dosha from mangal.ts", () => {
    // A published chart (chart.test.ts): 17 September 1950, 11:00 IST, Vadnagar: Vrishchika lagna, the Moon
    // in Anuradha in Vrishchika, Mars in Vrishchika in the 1st house from both; Mars in its own sign gives no dosha.
    const columns = charts.columns({ dateOfBirth: "1950-09-17", birthTime: "11:00", birthPlaceId: "in-gujarat-vadnagar" });
    expect(columns).toMatchObject({
      moonRashi: 7,
      moonNakshatra: 16,
      moonCertain: true,
      lagna: 7,
      marsRashi: 7,
      marsHouseLagna: 1,
      marsHouseMoon: 1,
      mangalDosha: false,
    });
    const vadnagar = places.byId("in-gujarat-vadnagar")!;
    const chart = birthChart({ date: "1950-09-17", time: "11:00", place: vadnagar });
    expect(columns.moonPada).toBe(chart.moon.pada);
    expect(columns.moonCandidates).toEqual([padaIndex(chart.moon.nakshatra, chart.moon.pada)]);
  });

  it("leave out what the time or the place decides, and say whether the Moon is certain", () => {
    const noPlace = chartColumns("1995-04-12", "06:30", null);
    expect(noPlace.lagna).toBeNull();
    expect(noPlace.marsHouseLagna).toBeNull();
    expect(noPlace.marsHouseMoon).not.toBeNull();
    const chart = birthChart({ date: "1995-04-12", time: "06:30", place: null });
    expect(noPlace.moonRashi).toBe(chart.moon.rashi);
    expect(noPlace.marsHouseMoon).toBe(chart.marsHouseFromMoon.value);

    const noTime = chartColumns("1995-04-12", null, null);
    const dayChart = birthChart({ date: "1995-04-12", time: null, place: null });
    expect(noTime).toMatchObject({ lagna: null, marsHouseLagna: null, moonCertain: dayChart.moonCertain });
    expect(noTime.moonCandidates).toEqual(dayChart.moonCandidates.map((c) => padaIndex(c.nakshatra, c.pada)));
    // The candidates read back as the rashis and nakshatras the Moon held that day.
    expect(presentHoroscope(noTime)?.moonCandidates).toEqual(dayChart.moonCandidates.map(({ rashi, nakshatra }) => ({ rashi, nakshatra })));
  });

  it("refuse a place that is not in the list and a date the chart cannot read, naming the field", () => {
    expect(charts.check({ dateOfBirth: "1995-04-12", birthTime: null, birthPlaceId: "in-west-bengal-nowhere" })).toEqual([
      { field: "birthPlaceId", message: "Please choose the place of birth from the list" },
    ]);
    expect(() => charts.columns({ dateOfBirth: "1995-04-12", birthTime: null, birthPlaceId: "in-west-bengal-nowhere" })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    expect(() => charts.columns({ dateOfBirth: "1995-02-30", birthTime: null, birthPlaceId: null })).toThrow(
      expect.objectContaining({ status: 400, errors: [{ field: "dateOfBirth", message: "Please enter a valid date of birth" }] }),
    );
    expect(() => charts.columns({ dateOfBirth: "1995-04-12", birthTime: "25:61", birthPlaceId: null })).toThrow(
      expect.objectContaining({ status: 400, errors: [expect.objectContaining({ field: "birthTime" })] }),
    );
  });
});
