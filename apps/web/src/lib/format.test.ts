import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "./i18n";
import { formatDate, formatFileSize, formatNumber, formatPaise, formatRupees, interpolatedValue } from "./format";

afterEach(() => setLanguage("en"));

/** How many Intl formatters of this kind `run` creates (a page's first one loads ICU's data). */
function formattersMade(kind: "NumberFormat" | "DateTimeFormat", run: () => void): number {
  let made = 0;
  const Base = Intl[kind] as unknown as new (...args: unknown[]) => object;
  vi.stubGlobal("Intl", {
    ...Intl,
    [kind]: class extends Base {
      constructor(...args: unknown[]) {
        super(...args);
        made++;
      }
    },
  });
  try {
    run();
  } finally {
    vi.unstubAllGlobals();
  }
  return made;
}

describe("formatting follows the chosen language", () => {
  it("groups numbers and money the Indian way, with Bengali digits in Bengali", () => {
    expect(formatNumber(125000)).toBe("1,25,000");
    expect(formatRupees(3000)).toBe("₹3,000");
    expect(formatPaise(299950)).toBe("₹2,999.50");
    setLanguage("bn");
    expect(formatNumber(125000)).toBe("১,২৫,০০০");
    expect(formatRupees(3000)).toBe("₹৩,০০০");
  });

  it("writes Bengali numbers exactly as ICU's bn-IN does, for every kind of number the screens format", () => {
    setLanguage("bn");
    const kinds: [Intl.NumberFormatOptions, (n: number) => string][] = [
      [{}, formatNumber],
      [{ style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 0 }, (n) => formatRupees(n)],
      [{ style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 }, (n) => formatRupees(n, true)],
    ];
    for (const [options, ours] of kinds)
      for (const n of [0, 7, 12, 999, 1000, 12345, 125000, 12345678, 1_000_000_007, -5, 2.25, 1.5])
        if (options.maximumFractionDigits !== 0 || Number.isInteger(n))
          expect(ours(n), `${n} ${JSON.stringify(options)}`).toBe(new Intl.NumberFormat("bn-IN", options).format(n));
    expect(formatFileSize(1_468_006)).toBe(`${new Intl.NumberFormat("bn-IN", { maximumFractionDigits: 1 }).format(1.4)} MB`);
  });

  it("writes whole numbers and rupees without creating an Intl formatter, exactly as Intl writes them", () => {
    const whole = [
      0,
      7,
      18,
      70,
      999,
      1000,
      4321,
      99_999,
      1_00_000,
      1_25_000,
      12_345_678,
      1_000_000_007,
      Number.MAX_SAFE_INTEGER,
      -5,
      -1_234_567,
    ];
    // Rupees as the server counts them, in paise, shown with or without the paise.
    const paise = [0, 1, 10, 99, 100, 12_710, 2_999_50, 149_900, 1_00_00_000_07, -1_234_50, 30];
    const rupees = (digits: 0 | 2): Intl.NumberFormatOptions => ({
      style: "currency",
      currency: "INR",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    const cases = (["en", "bn"] as const).flatMap((lng) => {
      const locale = lng === "bn" ? "bn-IN" : "en-IN";
      const intl = (options: Intl.NumberFormatOptions, n: number) => new Intl.NumberFormat(locale, options).format(n);
      return [
        ...whole.map((n) => ({ lng, write: () => formatNumber(n), intl: intl({}, n) })),
        // (Rupees past 90 lakh crore have more paise than a safe integer holds: Intl's.)
        ...whole.filter((n) => Math.abs(n) < 1e13).map((n) => ({ lng, write: () => formatRupees(n), intl: intl(rupees(0), n) })),
        ...paise.map((p) => ({ lng, write: () => formatPaise(p, true), intl: intl(rupees(2), p / 100) })),
        ...paise.map((p) => ({ lng, write: () => formatPaise(p), intl: intl(rupees(p % 100 ? 2 : 0), p / 100) })),
        { lng, write: () => formatRupees(0.1 + 0.2, true), intl: intl(rupees(2), 0.1 + 0.2) },
        ...[2026, 1_000_000_007].map((n) => ({
          lng,
          write: () => interpolatedValue(n, "year", lng),
          intl: intl({ useGrouping: false }, n),
        })),
      ];
    });
    const made = formattersMade("NumberFormat", () => {
      for (const { lng, write, intl } of cases) {
        setLanguage(lng);
        expect(write()).toBe(intl);
      }
    });
    expect(made).toBe(0);
    // What is not a whole number or whole paise is Intl's to write (and round).
    expect(formatNumber(2.5)).toBe("২.৫");
    expect(formatRupees(1.005, true)).toBe(new Intl.NumberFormat("bn-IN", rupees(2)).format(1.005));
    expect(formatRupees(-0)).toBe(new Intl.NumberFormat("bn-IN", rupees(0)).format(-0));
  });

  it("shows every paise of a commission when asked (₹0.00, ₹127.10), in the chosen language's digits", () => {
    expect(formatPaise(0, true)).toBe("₹0.00");
    expect(formatPaise(12710, true)).toBe("₹127.10");
    expect(formatPaise(12700, true)).toBe("₹127.00");
    setLanguage("bn");
    expect(formatPaise(12712, true)).toBe("₹১২৭.১২");
  });

  it("writes a calendar day as day and month for a chart's axis", () => {
    expect(formatDate("2026-11-22", "dayMonth")).toBe("22 Nov");
  });

  it("shows dates in India time, and a calendar day as that day", () => {
    expect(formatDate("2026-11-23T20:00:00Z")).toBe("24 Nov 2026");
    expect(formatDate("2026-11-23")).toBe("23 Nov 2026");
    expect(formatDate("2026-11-23", "month")).toBe("November 2026");
    setLanguage("bn");
    expect(formatDate("2026-11-23", "long")).toBe("২৩ নভেম্বর, ২০২৬");
    // No English AM/PM in a Bengali time.
    expect(formatDate("2026-11-23T10:35:00Z", "dateTime")).toBe("২৩ নভেঃ, ২০২৬, ৪:০৫ বিকাল");
  });

  it("writes every date without its time as ICU's en-IN and bn-IN do, in India time, without creating an Intl formatter", () => {
    const styles = {
      short: { day: "numeric", month: "short", year: "numeric" },
      long: { day: "numeric", month: "long", year: "numeric" },
      month: { month: "long", year: "numeric" },
      year: { year: "numeric" },
      dayMonth: { day: "numeric", month: "short" },
    } satisfies Record<string, Intl.DateTimeFormatOptions>;
    const days = [
      ...Array.from({ length: 12 }, (_, m) => `2026-${String(m + 1).padStart(2, "0")}-0${(m % 9) + 1}`),
      "1999-12-31",
      "2024-02-29",
    ];
    // Instants on either side of India's midnight (18:30 UTC).
    const instants = ["2026-11-23T18:29:00Z", "2026-11-23T18:30:00Z", "2026-01-31T20:00:00.000Z", "2025-12-31T19:00:00Z"];
    const cases = (["en", "bn"] as const).flatMap((lng) =>
      Object.entries(styles).flatMap(([style, options]) => [
        ...days.map((v) => ({
          lng,
          v,
          style,
          intl: new Intl.DateTimeFormat(`${lng}-IN`, { ...options, timeZone: "UTC" }).format(new Date(`${v}T00:00:00Z`)),
        })),
        ...instants.map((v) => ({
          lng,
          v,
          style,
          intl: new Intl.DateTimeFormat(`${lng}-IN`, { ...options, timeZone: "Asia/Kolkata" }).format(new Date(v)),
        })),
      ]),
    );
    const made = formattersMade("DateTimeFormat", () => {
      for (const { lng, v, style, intl } of cases) {
        setLanguage(lng);
        expect(formatDate(v, style as keyof typeof styles), `${lng} ${v} ${style}`).toBe(intl);
      }
    });
    expect(made).toBe(0);
    expect(() => formatDate("not a date")).toThrow(RangeError);
  });

  it("shows a small upload's size in KB, never as 0.0 MB, and large ones in MB, with Bengali digits in Bengali", () => {
    expect(formatFileSize(840_000)).toBe("820 KB");
    expect(formatFileSize(30_000)).toBe("29 KB");
    expect(formatFileSize(1_468_006)).toBe("1.4 MB");
    expect(formatFileSize(48 * 1024 * 1024)).toBe("48 MB");
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(1_024_000)).toBe("1 MB");
    setLanguage("bn");
    expect(formatFileSize(840_000)).toBe("৮২০ KB");
    expect(formatFileSize(1_468_006)).toBe("১.৪ MB");
  });
});
