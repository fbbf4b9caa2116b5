import { eq, sql } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import type { TNewsletterSubscription } from "@app/contract";

const subs = schema.newsletterSubscribers;

export const newsletterMessages = {
  subscribed: "Thank you! You are subscribed to our newsletter.",
  already: "You are already subscribed. Thank you for staying with us!",
} as const;

export function createNewsletterService(db: Database) {
  return {
    /**
     * Stores the (already normalised, lower-case) address once. A repeat subscription is not an
     * error: it answers alreadySubscribed, and re-activates an address that had unsubscribed.
     */
    async subscribe(email: string, source: string): Promise<TNewsletterSubscription> {
      const inserted = await db.insert(subs).values({ email, source }).onConflictDoNothing().returning({ id: subs.id });
      if (inserted.length) return { email, alreadySubscribed: false };
      const [existing] = await db
        .select({ id: subs.id, unsubscribedAt: subs.unsubscribedAt })
        .from(subs)
        .where(eq(sql`lower(${subs.email})`, email));
      if (existing?.unsubscribedAt) {
        await db.update(subs).set({ unsubscribedAt: null, source }).where(eq(subs.id, existing.id));
        return { email, alreadySubscribed: false };
      }
      return { email, alreadySubscribed: true };
    },
  };
}
