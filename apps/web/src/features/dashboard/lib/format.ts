import { intlLocale } from "@/lib/i18n";

/** A YYYY-MM-DD week start as "16 Nov – 22 Nov" in the chosen language. */
export function formatWeek(week: string) {
  const start = new Date(`${week}T00:00:00Z`);
  const end = new Date(start.getTime() + 6 * 86_400_000);
  const f = new Intl.DateTimeFormat(intlLocale(), { day: "numeric", month: "short", timeZone: "UTC" });
  return `${f.format(start)} – ${f.format(end)}`;
}
