import type { schema } from "@app/db";
import type { TBirthVisibility, TMyAd } from "@app/contract";
import { presentBirthDetails, presentHoroscope, type BirthCharts, type BirthData } from "../matching/birth-chart-service.ts";

type Profile = typeof schema.profiles.$inferSelect;

/** The owner's view of the ad's birth data: all of it, whatever the visibility. */
export function ownBirth(p: Profile, charts: BirthCharts): Pick<TMyAd, "birthVisibility" | "horoscope" | "birth"> {
  return {
    birthVisibility: p.birthVisibility as TBirthVisibility,
    horoscope: presentHoroscope(p),
    birth: presentBirthDetails(p, charts.placeOf(p.birthPlaceId) ?? null),
  };
}

/** A change of birth data: undefined leaves a value as it is, null makes it unknown. */
export type BirthChange = {
  dateOfBirth?: string;
  birthTime?: string | null;
  birthPlaceId?: string | null;
  birthVisibility?: TBirthVisibility;
};

/** The birth data after a change, over what is stored. */
export function birthAfter(stored: BirthData, change: BirthChange): BirthData {
  return {
    dateOfBirth: change.dateOfBirth ?? stored.dateOfBirth,
    birthTime: change.birthTime === undefined ? stored.birthTime : change.birthTime,
    birthPlaceId: change.birthPlaceId === undefined ? stored.birthPlaceId : change.birthPlaceId,
  };
}

/**
 * The profile columns to write for a change of birth data: the time, place and visibility as changed, and the
 * chart recomputed whenever the date, time or place changed (or was never computed). Removing the time or place
 * clears the lagna, Mars's houses and Mangal dosha that depended on it. Nothing when nothing changed.
 */
export function birthColumns(
  charts: BirthCharts,
  stored: BirthData & { moonRashi: number | null },
  change: BirthChange,
): Partial<typeof schema.profiles.$inferInsert> {
  const next = birthAfter(stored, change);
  const set: Partial<typeof schema.profiles.$inferInsert> = {};
  if (change.birthVisibility) set.birthVisibility = change.birthVisibility;
  const changed =
    next.dateOfBirth !== stored.dateOfBirth || next.birthTime !== stored.birthTime || next.birthPlaceId !== stored.birthPlaceId;
  if (changed || stored.moonRashi === null)
    Object.assign(set, { birthTime: next.birthTime, birthPlaceId: next.birthPlaceId }, charts.columns(next));
  return set;
}
