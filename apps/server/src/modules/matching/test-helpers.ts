import { eq } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import { chartColumns } from "./birth-chart-service.ts";

/** Kolkata, as the places list gives it. */
export const kolkata = { lat: 22.5726, lon: 88.3639, timeZone: "Asia/Kolkata" };

/** Stores a birth and its chart on the member's ad (the triggers carry it into the ads projection). */
export async function setBirth(db: Database, userId: number, date: string, time: string | null, place: typeof kolkata | null) {
  await db
    .update(schema.profiles)
    .set({ dateOfBirth: date, birthTime: time, birthPlaceId: place ? "in-west-bengal-kolkata" : null, ...chartColumns(date, time, place) })
    .where(eq(schema.profiles.userId, userId));
}

/** Stores partner preferences straight into the table. */
export async function setWishes(db: Database, userId: number, w: Partial<typeof schema.partnerPreferences.$inferInsert>) {
  await db.insert(schema.partnerPreferences).values({ userId, ...w });
}

/**
 * Stores a Moon (pada index 0 … 107) on the member's ad: certain, as a chart known to the minute gives it, or
 * with the pada indexes it held during a birth day of unknown time.
 */
export async function setMoon(db: Database, userId: number, padaIndex: number, heldThatDay?: number[]) {
  await db
    .update(schema.profiles)
    .set({
      moonRashi: Math.floor(padaIndex / 9),
      moonNakshatra: Math.floor(padaIndex / 4),
      moonPada: (padaIndex % 4) + 1,
      moonCertain: !heldThatDay,
      moonCandidates: heldThatDay ?? [padaIndex],
    })
    .where(eq(schema.profiles.userId, userId));
}
