import { eq } from "drizzle-orm";
import { schema, type Database } from "@app/db";

/** Stores partner preferences straight into the table. */
export async function setWishes(db: Database, userId: number, w: Partial<typeof schema.partnerPreferences.$inferInsert>) {
  await db.insert(schema.partnerPreferences).values({ userId, ...w });
}

/** Stores only a certain Moon (pada index 0 … 107) on the member's ad, as a chart known to the minute would give it. */
export async function setMoon(db: Database, userId: number, padaIndex: number) {
  const nakshatra = Math.floor(padaIndex / 4);
  await db
    .update(schema.profiles)
    .set({
      moonRashi: Math.floor(padaIndex / 9),
      moonNakshatra: nakshatra,
      moonPada: (padaIndex % 4) + 1,
      moonCertain: true,
      moonCandidates: [padaIndex],
    })
    .where(eq(schema.profiles.userId, userId));
}
