import { and, asc, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import type { TNotice, TSuccessStory } from "@app/contract";
import type { Clock } from "../../lib/clock.ts";

const { successStories: stories, notices } = schema;

/** Success stories and news/notices for the public pages. */
export function createContentService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async successStories(): Promise<TSuccessStory[]> {
      const rows = await db.select().from(stories).where(eq(stories.published, true)).orderBy(asc(stories.sortOrder), asc(stories.id));
      return rows.map((s) => ({
        id: s.id,
        coupleNames: s.coupleNames,
        location: s.location,
        marriedOn: s.marriedOn,
        story: s.story,
        quote: s.quote,
        image: s.imageUrl,
        imageAlt: s.imageAlt,
      }));
    },

    /** Published, already started and not yet expired; newest first. */
    async notices(limit: number): Promise<TNotice[]> {
      const now = clock.now();
      const rows = await db
        .select()
        .from(notices)
        .where(and(eq(notices.published, true), lte(notices.publishedAt, now), or(isNull(notices.expiresAt), gt(notices.expiresAt, now))))
        .orderBy(desc(notices.publishedAt), desc(notices.id))
        .limit(limit);
      return rows.map((n) => ({
        id: n.id,
        kind: n.kind as TNotice["kind"],
        title: n.title,
        body: n.body,
        link: n.linkUrl,
        date: n.publishedAt.toISOString(),
      }));
    },
  };
}
