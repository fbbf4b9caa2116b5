// A birth's local date and clock time, in an IANA time zone, as an instant. Checked strictly: the chart code
// sits behind validated input, but must never turn a malformed value into a plausible chart.

export type LocalDate = { year: number; month: number; day: number };
export type LocalClock = { hour: number; minute: number };

/** "YYYY-MM-DD", a real calendar day between 1800 and 2199 (the range the ephemeris and ΔT are good for). */
export function parseLocalDate(date: string): LocalDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Birth date must be YYYY-MM-DD, got "${date}"`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    throw new RangeError(`Birth date ${date} is not a calendar day`);
  }
  if (year < 1800 || year > 2199) throw new RangeError(`Birth date ${date} is outside 1800–2199`);
  return { year, month, day };
}

/** "HH:MM" on a 24-hour clock, 00:00 … 23:59. */
export function parseLocalClock(time: string): LocalClock {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const hour = match ? Number(match[1]) : NaN;
  const minute = match ? Number(match[2]) : NaN;
  if (!match || hour > 23 || minute > 59) throw new RangeError(`Birth time must be HH:MM (00:00–23:59), got "${time}"`);
  return { hour, minute };
}

/** A formatter for the zone; throws a clear error for a name Intl does not know. */
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
  } catch {
    throw new RangeError(`Unknown time zone "${timeZone}"`);
  }
}

/** Checks an IANA time zone name. */
export function assertTimeZone(timeZone: string): void {
  zoneFormatter(timeZone);
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(format: Intl.DateTimeFormat, epochMs: number): number {
  const parts = Object.fromEntries(format.formatToParts(new Date(epochMs)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant a local wall-clock reading names in a zone. A reading the clocks skipped (the hour lost when
 * daylight saving starts) is read with the offset before the change, so it lands in the hour after; a
 * reading that happened twice (the hour repeated when it ends) is the first of the two.
 */
export function localToInstant(date: LocalDate, clock: LocalClock, timeZone: string): Date {
  const format = zoneFormatter(timeZone);
  const wall = Date.UTC(date.year, date.month - 1, date.day, clock.hour, clock.minute);
  const before = offsetAt(format, wall - 86_400_000);
  const after = offsetAt(format, wall + 86_400_000);
  // The first reading: with the earlier offset when it maps back to the same wall time, else the later.
  const candidates = [wall - Math.max(before, after), wall - Math.min(before, after)];
  const exact = candidates.find((t) => offsetAt(format, t) === wall - t);
  return new Date(exact ?? wall - before);
}
