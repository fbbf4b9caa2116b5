import { and, asc, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import type { TBusinessLink, TFaq, TNotice, TSuccessStory } from "@app/contract";
import type { Clock } from "../../lib/clock.ts";

const { successStories: stories, notices, faqs, businessLinks } = schema;

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
        storyBn: s.storyBn,
        quoteBn: s.quoteBn,
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
        titleBn: n.titleBn,
        bodyBn: n.bodyBn,
        link: n.linkUrl,
        date: n.publishedAt.toISOString(),
      }));
    },

    /** The /faq page's questions, in the admin's order. */
    async faqs(): Promise<TFaq[]> {
      return db
        .select({ id: faqs.id, question: faqs.question, questionBn: faqs.questionBn, answer: faqs.answer, answerBn: faqs.answerBn })
        .from(faqs)
        .orderBy(asc(faqs.sortOrder), asc(faqs.id));
    },

    /** The footer's business links, in the admin's order. */
    async businessLinks(): Promise<TBusinessLink[]> {
      return db
        .select({ id: businessLinks.id, title: businessLinks.title, titleBn: businessLinks.titleBn, url: businessLinks.url })
        .from(businessLinks)
        .orderBy(asc(businessLinks.sortOrder), asc(businessLinks.id));
    },
  };
}
