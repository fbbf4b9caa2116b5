import { sql } from "drizzle-orm";
import { rawRows, schema, type Database } from "@app/db";
import type { TBirthDetails, TBirthVisibility, THoroscope } from "@app/contract";
import { presentBirthDetails, presentHoroscope, type BirthCharts, type StoredChart } from "../matching/birth-chart-service.ts";

const { profiles } = schema;

/** The birth columns of `profiles` the ad's detail reads. */
export const birthSelection = {
  birthTime: profiles.birthTime,
  birthPlaceId: profiles.birthPlaceId,
  birthVisibility: profiles.birthVisibility,
  moonRashi: profiles.moonRashi,
  moonNakshatra: profiles.moonNakshatra,
  moonPada: profiles.moonPada,
  moonCertain: profiles.moonCertain,
  moonCandidates: profiles.moonCandidates,
  lagna: profiles.lagna,
  marsRashi: profiles.marsRashi,
  marsHouseLagna: profiles.marsHouseLagna,
  marsHouseMoon: profiles.marsHouseMoon,
  mangalDosha: profiles.mangalDosha,
};
type BirthRow = StoredChart & { birthTime: string | null; birthPlaceId: string | null; birthVisibility: string };

/** A proposal between the two members, either way, that was accepted. */
async function acceptedBetween(db: Database, a: number, b: number): Promise<boolean> {
  const [row] = await rawRows<{ accepted: boolean }>(
    db,
    sql`select exists (select 1 from proposals where status = 'accepted'
          and ((sender_id = ${a} and receiver_id = ${b}) or (sender_id = ${b} and receiver_id = ${a}))) as accepted`,
  );
  return Boolean(row?.accepted);
}

/**
 * Who sees what of an ad's birth data (decision 0030). The time and place, and what only they give (pada,
 * lagna, Mars's houses), by the member's setting: everyone; signed-in members; a member with an accepted
 * proposal between the two; no one. The owner always. The Moon's rashi and nakshatra and Mangal dosha,
 * which yotok is read from and newspaper ads print, to every signed-in member, and to visitors only when
 * the member shows the time and place to everyone: the visitor's answer (and the page drawn from it) never
 * carries what the member did not show to everyone.
 */
export async function presentBirth(
  db: Database,
  charts: BirthCharts,
  row: BirthRow,
  viewer: { userId: number | null; isOwn: boolean; adUserId: number },
): Promise<{ horoscope: THoroscope | null; birth: TBirthDetails | null }> {
  const visibility = row.birthVisibility as TBirthVisibility;
  const member = viewer.userId !== null;
  const showBirth =
    viewer.isOwn ||
    visibility === "everyone" ||
    (member && visibility === "members") ||
    (member && visibility === "accepted" && (await acceptedBetween(db, viewer.userId!, viewer.adUserId)));
  const horoscope = member || visibility === "everyone" ? presentHoroscope(row) : null;
  return {
    horoscope,
    birth: showBirth ? presentBirthDetails(row, charts.placeOf(row.birthPlaceId) ?? null) : null,
  };
}
