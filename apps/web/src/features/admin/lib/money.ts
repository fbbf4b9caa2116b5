import { formatDate } from "@/lib/format";
import { intlLocale } from "@/lib/i18n";

/** Paise as "₹3,000" (paise shown only when there are any), in the reader's language. */
export const inr = (paise: number) =>
  new Intl.NumberFormat(intlLocale(), { style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(
    paise / 100,
  );

/** A count in the reader's language, Indian grouping. */
export const count = (n: number) => new Intl.NumberFormat(intlLocale()).format(n);

/** An instant as "22 Nov 2026, 12:00 pm" (India time; in Bengali "৪:০৫ বিকাল", no English AM/PM). */
export const dateTime = (iso: string) => formatDate(iso, "dateTime");

/** A day "2026-11-22" as "22 Nov". */
export const shortDay = (day: string) =>
  new Intl.DateTimeFormat(intlLocale(), { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/** Today in India as YYYY-MM-DD. */
export const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

export const moneyBadge: Record<string, string> = {
  created: "bg-amber-100 text-amber-800",
  paid: "bg-emerald-100 text-emerald-800",
  failed: "bg-red-100 text-red-800",
  expired: "bg-stone-200 text-stone-700",
  refunded: "bg-violet-100 text-violet-800",
  recorded: "bg-sky-100 text-sky-800",
  cleared: "bg-emerald-100 text-emerald-800",
  bounced: "bg-red-100 text-red-800",
};
