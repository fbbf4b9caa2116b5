import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "./i18n";
import { formatDate, formatNumber, formatPaise, formatRupees } from "./format";

afterEach(() => setLanguage("en"));

describe("formatting follows the chosen language", () => {
  it("groups numbers and money the Indian way, with Bengali digits in Bengali", () => {
    expect(formatNumber(125000)).toBe("1,25,000");
    expect(formatRupees(3000)).toBe("₹3,000");
    expect(formatPaise(299950)).toBe("₹2,999.50");
    setLanguage("bn");
    expect(formatNumber(125000)).toBe("১,২৫,০০০");
    expect(formatRupees(3000)).toBe("₹৩,০০০");
  });

  it("shows dates in India time, and a calendar day as that day", () => {
    expect(formatDate("2026-11-23T20:00:00Z")).toBe("24 Nov 2026");
    expect(formatDate("2026-11-23")).toBe("23 Nov 2026");
    expect(formatDate("2026-11-23", "month")).toBe("November 2026");
    setLanguage("bn");
    expect(formatDate("2026-11-23", "long")).toBe("২৩ নভেম্বর, ২০২৬");
  });
});
