import { describe, expect, it } from "vitest";
import { ageOn } from "./age.ts";

describe("ageOn", () => {
  it("counts whole years, turning one older on the birthday", () => {
    expect(ageOn("2000-06-15", "2026-06-14")).toBe(25);
    expect(ageOn("2000-06-15", "2026-06-15")).toBe(26);
    expect(ageOn("2000-06-15", "2026-12-31")).toBe(26);
    expect(ageOn("2000-06-15", "2027-01-01")).toBe(26);
  });

  it("compares months before days", () => {
    expect(ageOn("2000-12-01", "2026-11-30")).toBe(25);
    expect(ageOn("2000-01-31", "2026-02-01")).toBe(26);
  });

  it("turns a 29 February birthday one older on 1 March in common years", () => {
    expect(ageOn("2004-02-29", "2026-02-28")).toBe(21);
    expect(ageOn("2004-02-29", "2026-03-01")).toBe(22);
    expect(ageOn("2004-02-29", "2028-02-29")).toBe(24);
  });

  it("is zero on the day of birth", () => {
    expect(ageOn("2026-11-24", "2026-11-24")).toBe(0);
  });
});
