import { describe, expect, it } from "vitest";
import { indiaMonth, indiaToday, indiaWeek, secondsToIndiaMidnight, secondsToNextIndiaMonth } from "./clock.ts";

describe("India calendar", () => {
  it("turns the day at 18:30 UTC", () => {
    expect(indiaToday(new Date("2026-11-22T18:29:59Z"))).toBe("2026-11-22");
    expect(indiaToday(new Date("2026-11-22T18:30:00Z"))).toBe("2026-11-23");
  });

  it("names the month and the Monday of the week in India time", () => {
    expect(indiaMonth(new Date("2026-11-30T18:30:00Z"))).toBe("2026-12");
    // Sunday 22 November 2026 belongs to the week of Monday 16 November; 18:30 UTC is Monday in India.
    expect(indiaWeek(new Date("2026-11-22T06:30:00Z"))).toBe("2026-11-16");
    expect(indiaWeek(new Date("2026-11-22T18:30:00Z"))).toBe("2026-11-23");
  });

  it("counts seconds to the next India midnight and month", () => {
    expect(secondsToIndiaMidnight(new Date("2026-11-22T18:29:00Z"))).toBe(60);
    expect(secondsToIndiaMidnight(new Date("2026-11-22T18:30:00Z"))).toBe(86_400);
    expect(secondsToNextIndiaMonth(new Date("2026-11-30T18:29:00Z"))).toBe(60);
  });
});
