/** Time comes from here so 30-day and monthly rules are testable. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move. */
export function fixedClock(start = new Date()): Clock & { set: (d: Date) => void; advance: (ms: number) => void } {
  let t = start.getTime();
  return { now: () => new Date(t), set: (d) => void (t = d.getTime()), advance: (ms) => void (t += ms) };
}

/** India Standard Time is UTC+5:30 all year; the product's calendar (days, weeks, months) is India's. */
const istOffsetMs = 330 * 60_000;

/** Today's date in India, as YYYY-MM-DD. */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + istOffsetMs).toISOString().slice(0, 10);
}

/** "YYYY-MM" of the India calendar month. */
export const indiaMonth = (now: Date) => indiaToday(now).slice(0, 7);

/** Monday (India time) of the week that holds `now`, as YYYY-MM-DD. */
export function indiaWeek(now: Date): string {
  const day = indiaToday(now);
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/** Seconds until the next India midnight. */
export function secondsToIndiaMidnight(now: Date): number {
  const ist = now.getTime() + istOffsetMs;
  return Math.max(1, Math.ceil((86_400_000 - (ist % 86_400_000)) / 1000));
}

/** Seconds until the first day of the next India month. */
export function secondsToNextIndiaMonth(now: Date): number {
  const [y, m] = indiaMonth(now).split("-").map(Number);
  const nextMonthIst = Date.UTC(y, m, 1) - istOffsetMs;
  return Math.max(1, Math.ceil((nextMonthIst - now.getTime()) / 1000));
}
