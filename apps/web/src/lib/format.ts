// The translator itself, not lib/i18n (which sets it up and formats its interpolated numbers through this module).
import i18n from "./i18n/translator";

/** Intl locale for numbers, dates and prices in the chosen language (Indian digit grouping either way). */
export const intlLocale = (lng: string = i18n.language) => (lng === "bn" ? "bn-IN" : "en-IN");

/**
 * Numbers, money and dates in the chosen language (bn-IN: Bengali digits; en-IN: Latin digits), both
 * with Indian grouping (1,25,000) and India time. Every screen formats through these, and the translator
 * through `interpolatedValue`: Bengali text has Bengali digits only.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: "n" | "d",
  options: object,
  make: (locale: string) => T,
  locale = intlLocale(),
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as T | undefined;
  if (!f) cache.set(key, (f = make(locale)));
  return f;
}

/**
 * Bengali numbers are written as en-IN's with Bengali digits: ICU's bn-IN gives the same grouping,
 * separators and ₹ (format.test.ts holds the two equal), and one locale's formatters serve both
 * languages (each locale's data costs a phone tens of milliseconds to load the first time).
 */
const numberFmt = (options: Intl.NumberFormatOptions, locale: string = intlLocale()): { format: (n: number) => string } => {
  const latin = {
    format: (n: number) =>
      writtenNumber(n, options) ?? formatter("n", options, (l) => new Intl.NumberFormat(l, options), "en-IN").format(n),
  };
  return locale === "bn-IN" ? { format: (n) => bengaliDigits(latin.format(n)) } : latin;
};

/** A whole number's digits grouped the Indian way: the last three, then twos (1,25,000). */
const indianGroups = (digits: string) =>
  digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;

/**
 * A whole number, grouped or not, or rupees with no paise or with every paise, as Intl's en-IN writes them,
 * written without an Intl formatter; null for anything else (Intl writes it). A page's first numbers (the
 * footer's year, an age, the plans' prices) would otherwise make its first formatter, whose creation loads
 * ICU's data: 25–45 ms of the page's thread on this machine (four times that on a slow phone, 100 ms on the
 * plans page), in the middle of the page being taken over. `format.test.ts` holds the two equal.
 */
function writtenNumber(n: number, options: Intl.NumberFormatOptions): string | null {
  if (Object.is(n, -0)) return null;
  const sign = n < 0 ? "-" : "";
  const keys = Object.keys(options);
  if (keys.every((k) => k === "useGrouping") && Number.isSafeInteger(n)) {
    const digits = String(Math.abs(n));
    return sign + (options.useGrouping === false ? digits : indianGroups(digits));
  }
  const { style, currency, minimumFractionDigits: min, maximumFractionDigits: max, ...rest } = options;
  if (style !== "currency" || currency !== "INR" || min !== max || (min !== 0 && min !== 2) || Object.keys(rest).length) return null;
  // Paise exactly (a price the server counted in paise, divided by 100); a value between two paise is Intl's.
  const paise = Math.round(Math.abs(n) * 100);
  if (!Number.isSafeInteger(paise) || Math.abs(paise - Math.abs(n) * 100) > 1e-6 || (min === 0 && paise % 100)) return null;
  const rupees = indianGroups(String(Math.floor(paise / 100)));
  return `${sign}₹${rupees}${min === 2 ? `.${String(paise % 100).padStart(2, "0")}` : ""}`;
}
const dateFmt = (options: Intl.DateTimeFormatOptions) => formatter("d", options, (l) => new Intl.DateTimeFormat(l, options));

/** 125000 → "1,25,000" / "১,২৫,০০০". */
export const formatNumber = (n: number) => numberFmt({}).format(n);

/** Numbers that name rather than count (an order, a receipt, a year): the language's digits, not grouped. */
const namingKeys = new Set(["id", "number", "year"]);

/**
 * A value the translator puts into a text (its `format`, on every placeholder): a number in the
 * text's language, as `formatNumber` writes it ("{{count}} proposals" → "৩টি প্রস্তাব"); anything
 * else as it is (a name, an ad id, an already formatted price or date).
 */
export function interpolatedValue(value: unknown, key: string | undefined, lng: string | undefined): unknown {
  if (typeof value !== "number" || !Number.isFinite(value)) return value;
  return numberFmt(namingKeys.has(key ?? "") ? { useGrouping: false } : {}, intlLocale(lng)).format(value);
}

const bengaliDigits = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

/** Digits in a text the server composed ("5'6\"", "Page 2") in the chosen language's digits; the rest as it is. */
export function localDigits(text: string): string {
  return intlLocale() === "bn-IN" ? bengaliDigits(text) : text;
}

/**
 * A file's size from its bytes, in the chosen language's digits: 840,000 → "820 KB", 1,468,006 →
 * "1.4 MB" ("১.৪ MB"); under a kilobyte "512 B". Units of 1,024, as the upload limits are counted.
 */
export function formatFileSize(bytes: number): string {
  const units = ["KB", "MB", "GB"];
  if (bytes < 1024) return `${numberFmt({ maximumFractionDigits: 0 }).format(Math.max(0, bytes))} B`;
  let value = bytes / 1024;
  let unit = 0;
  // Past 1,000 of one unit the next reads better ("1,000 KB" → "1 MB").
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const fmt = numberFmt({ maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1 });
  return `${fmt.format(value)} ${units[unit]}`;
}

/** Rupees as "₹3,000" (paise shown only when there are any), or with `allPaise` always "₹3,000.00" (a commission, an account). */
export function formatRupees(rupees: number, allPaise = false) {
  const digits = allPaise || !Number.isInteger(rupees) ? 2 : 0;
  return numberFmt({ style: "currency", currency: "INR", minimumFractionDigits: digits, maximumFractionDigits: digits }).format(rupees);
}

/** Paise (how the server counts money) as rupees. */
export const formatPaise = (paise: number, allPaise = false) => formatRupees(paise / 100, allPaise);

/** How a date is written: 23 Nov 2026 (short), 23 November 2026 (long), November 2026 (month), 2026 (year), 23 Nov (dayMonth), 23 Nov 2026, 4:05 pm (dateTime). */
type DateStyle = "short" | "long" | "month" | "year" | "dayMonth" | "dateTime";
const dateTimeOptions: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" };

/**
 * A date without its time, as ICU writes it for en-IN and bn-IN (`format.test.ts` holds the two equal for
 * every month and style), written from these names rather than by an Intl formatter: a page's first
 * dates (an ad card's, a story's) would otherwise make the page's first formatter, whose creation loads
 * ICU's data (see `writtenNumber`).
 */
const monthNames = {
  en: {
    long: "January February March April May June July August September October November December".split(" "),
    short: "Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec".split(" "),
  },
  bn: {
    long: "জানুয়ারি ফেব্রুয়ারি মার্চ এপ্রিল মে জুন জুলাই আগস্ট সেপ্টেম্বর অক্টোবর নভেম্বর ডিসেম্বর".split(" "),
    short: "জানু ফেব মার্চ এপ্রি মে জুন জুল আগ সেপ্টেঃ অক্টোঃ নভেঃ ডিসেঃ".split(" "),
  },
};
function writtenDate(date: Date, style: Exclude<DateStyle, "dateTime">): string {
  const bn = intlLocale() === "bn-IN";
  const names = monthNames[bn ? "bn" : "en"];
  const [d, m, y] = [date.getUTCDate(), date.getUTCMonth(), String(date.getUTCFullYear())];
  // Bengali puts a comma before a year that follows a day.
  const dayMonthYear = (month: string) => `${d} ${month}${bn ? "," : ""} ${y}`;
  let text: string;
  if (style === "short") text = dayMonthYear(names.short[m]);
  else if (style === "long") text = dayMonthYear(names.long[m]);
  else if (style === "month") text = `${names.long[m]} ${y}`;
  else if (style === "year") text = y;
  else text = `${d} ${names.short[m]}`;
  return bn ? bengaliDigits(text) : text;
}

/** India's offset from UTC: 5 h 30 min all year (it keeps no summer time). */
const indiaOffsetMs = 330 * 60_000;

/** An instant (ISO string or Date) as a date in India time; a bare YYYY-MM-DD is taken as that calendar day. */
export function formatDate(value: string | Date, style: DateStyle = "short"): string {
  const calendarDay = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = calendarDay ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (style !== "dateTime") {
    if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
    return writtenDate(calendarDay ? date : new Date(date.getTime() + indiaOffsetMs), style);
  }
  // Bengali has no AM/PM of its own: a time of day says the part of the day (৪:০৫ বিকাল), as Bengali is spoken.
  const period = intlLocale() === "bn-IN" ? { dayPeriod: "short" as const } : {};
  return dateFmt({ ...dateTimeOptions, ...period, timeZone: calendarDay ? "UTC" : "Asia/Kolkata" }).format(date);
}
