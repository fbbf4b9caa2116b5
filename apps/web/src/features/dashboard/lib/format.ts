const dateFmt = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

/** "23 Nov 2026" in India time. */
export const formatDate = (iso: string) => dateFmt.format(new Date(iso));

/** A YYYY-MM-DD week start as "16 Nov – 22 Nov". */
export function formatWeek(week: string) {
  const start = new Date(`${week}T00:00:00Z`);
  const end = new Date(start.getTime() + 6 * 86_400_000);
  const f = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
  return `${f.format(start)} – ${f.format(end)}`;
}

export const formatBytes = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;
