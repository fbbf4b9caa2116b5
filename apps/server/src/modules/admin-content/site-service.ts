import { asc, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { schema, type Database } from "@app/db";
import type {
  TAdminFaq,
  TAdminLink,
  TAdminNotice,
  TAdminStory,
  ZAdminFaqRequest,
  ZAdminLinkRequest,
  ZAdminNoticeRequest,
  ZAdminStoryRequest,
} from "@app/contract";
import { badRequest, notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Audit } from "./audit.ts";
import { contentImageUrl, type ContentImagesService } from "./images-service.ts";

const { successStories: stories, notices, businessLinks: links, faqs } = schema;
type StoryRow = typeof stories.$inferSelect;
type NoticeRow = typeof notices.$inferSelect;

/** The picture shown for a story without an uploaded one. */
export const DEFAULT_STORY_IMAGE = "/images/blog/hands.svg";

export function toAdminStory(s: StoryRow): TAdminStory {
  return {
    id: s.id,
    coupleNames: s.coupleNames,
    location: s.location,
    marriedOn: s.marriedOn,
    story: s.story,
    storyBn: s.storyBn,
    quote: s.quote,
    quoteBn: s.quoteBn,
    image: s.imageId ? contentImageUrl(s.imageId) : s.imageUrl,
    imageId: s.imageId,
    imageAlt: s.imageAlt,
    published: s.published,
    sortOrder: s.sortOrder,
  };
}

export function noticeState(n: NoticeRow, now: Date): TAdminNotice["state"] {
  if (!n.published) return "hidden";
  if (n.publishedAt > now) return "upcoming";
  if (n.expiresAt && n.expiresAt <= now) return "ended";
  return "live";
}

/** Success stories, news/notices, business links and FAQ: the admin's lists. */
export function createSiteContentService(d: { db: Database; clock: Clock; audit: Audit; images: ContentImagesService }) {
  const { db, clock, audit, images } = d;

  // ---------- success stories ----------

  const storyValues = (req: z.output<typeof ZAdminStoryRequest>) => ({
    coupleNames: req.coupleNames,
    location: req.location,
    marriedOn: req.marriedOn,
    story: req.story,
    storyBn: req.storyBn ?? null,
    quote: req.quote,
    quoteBn: req.quoteBn ?? null,
    imageId: req.imageId ?? null,
    imageUrl: req.imageId ? contentImageUrl(req.imageId) : DEFAULT_STORY_IMAGE,
    imageAlt: req.imageAlt ?? req.coupleNames,
    published: req.published,
    sortOrder: req.sortOrder,
  });
  const checkDay = (day: string) => {
    const t = Date.parse(`${day}T00:00:00Z`);
    if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== day)
      throw badRequest("Not a valid date", [{ field: "marriedOn", message: "Not a valid date" }]);
  };

  const stories_ = {
    async list() {
      return (await db.select().from(stories).orderBy(asc(stories.sortOrder), asc(stories.id))).map(toAdminStory);
    },
    async create(adminId: number, req: z.output<typeof ZAdminStoryRequest>) {
      checkDay(req.marriedOn);
      return db.transaction(async (tx) => {
        await images.hold(tx, { imageId: req.imageId });
        const [row] = await tx
          .insert(stories)
          .values({ ...storyValues(req), createdAt: clock.now() })
          .returning();
        await audit(tx, adminId, "success_story_created", "success_story", row.id, { coupleNames: row.coupleNames });
        return toAdminStory(row);
      });
    },
    async update(adminId: number, id: number, req: z.output<typeof ZAdminStoryRequest>) {
      checkDay(req.marriedOn);
      const { story, released } = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(stories).where(eq(stories.id, id)).for("update");
        if (!before) throw notFound("Success story not found");
        await images.hold(tx, { imageId: req.imageId });
        const [row] = await tx.update(stories).set(storyValues(req)).where(eq(stories.id, id)).returning();
        const old = await images.release(tx, { imageId: before.imageId }, { imageId: req.imageId });
        await audit(tx, adminId, "success_story_updated", "success_story", id, {
          before: { coupleNames: before.coupleNames, published: before.published },
          after: { coupleNames: row.coupleNames, published: row.published },
        });
        return { story: toAdminStory(row), released: old };
      });
      await images.removeFiles(released);
      return story;
    },
    async remove(adminId: number, id: number) {
      const released = await db.transaction(async (tx) => {
        const [row] = await tx.delete(stories).where(eq(stories.id, id)).returning();
        if (!row) throw notFound("Success story not found");
        const old = await images.release(tx, { imageId: row.imageId });
        await audit(tx, adminId, "success_story_deleted", "success_story", id, { coupleNames: row.coupleNames });
        return old;
      });
      await images.removeFiles(released);
      return { deleted: true as const };
    },
  };

  // ---------- news / notices ----------

  const toNotice = (n: NoticeRow): TAdminNotice => ({
    id: n.id,
    kind: n.kind as TAdminNotice["kind"],
    title: n.title,
    titleBn: n.titleBn,
    body: n.body,
    bodyBn: n.bodyBn,
    link: n.linkUrl,
    from: n.publishedAt.toISOString(),
    to: n.expiresAt?.toISOString() ?? null,
    published: n.published,
    state: noticeState(n, clock.now()),
  });
  const noticeValues = (req: z.output<typeof ZAdminNoticeRequest>) => ({
    kind: req.kind,
    title: req.title,
    titleBn: req.titleBn ?? null,
    body: req.body,
    bodyBn: req.bodyBn ?? null,
    linkUrl: req.link ?? null,
    publishedAt: new Date(req.from),
    expiresAt: req.to ? new Date(req.to) : null,
    published: req.published,
  });

  const notices_ = {
    async list() {
      return (await db.select().from(notices).orderBy(desc(notices.publishedAt), desc(notices.id))).map(toNotice);
    },
    async create(adminId: number, req: z.output<typeof ZAdminNoticeRequest>) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(notices).values(noticeValues(req)).returning();
        await audit(tx, adminId, "notice_created", "notice", row.id, { title: row.title, from: req.from, to: req.to ?? null });
        return toNotice(row);
      });
    },
    async update(adminId: number, id: number, req: z.output<typeof ZAdminNoticeRequest>) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(notices).where(eq(notices.id, id)).for("update");
        if (!before) throw notFound("Notice not found");
        const [row] = await tx.update(notices).set(noticeValues(req)).where(eq(notices.id, id)).returning();
        await audit(tx, adminId, "notice_updated", "notice", id, { before: toNotice(before), after: { ...req } });
        return toNotice(row);
      });
    },
    async remove(adminId: number, id: number) {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(notices).where(eq(notices.id, id)).returning();
        if (!row) throw notFound("Notice not found");
        await audit(tx, adminId, "notice_deleted", "notice", id, { title: row.title });
      });
      return { deleted: true as const };
    },
  };

  // ---------- ordered lists: business links and FAQ ----------

  const links_ = {
    async list(): Promise<TAdminLink[]> {
      return db
        .select({ id: links.id, title: links.title, titleBn: links.titleBn, url: links.url, sortOrder: links.sortOrder })
        .from(links)
        .orderBy(asc(links.sortOrder), asc(links.id));
    },
    async create(adminId: number, req: z.output<typeof ZAdminLinkRequest>) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(links)
          .values({ title: req.title, titleBn: req.titleBn ?? null, url: req.url, sortOrder: req.sortOrder, createdAt: clock.now() })
          .returning();
        await audit(tx, adminId, "business_link_created", "business_link", row.id, { title: row.title, url: row.url });
        return { id: row.id, title: row.title, titleBn: row.titleBn, url: row.url, sortOrder: row.sortOrder };
      });
    },
    async update(adminId: number, id: number, req: z.output<typeof ZAdminLinkRequest>) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(links).where(eq(links.id, id)).for("update");
        if (!before) throw notFound("Link not found");
        const [row] = await tx
          .update(links)
          .set({ title: req.title, titleBn: req.titleBn ?? null, url: req.url, sortOrder: req.sortOrder })
          .where(eq(links.id, id))
          .returning();
        await audit(tx, adminId, "business_link_updated", "business_link", id, {
          before: { title: before.title, url: before.url, sortOrder: before.sortOrder },
          after: { title: row.title, url: row.url, sortOrder: row.sortOrder },
        });
        return { id: row.id, title: row.title, titleBn: row.titleBn, url: row.url, sortOrder: row.sortOrder };
      });
    },
    async remove(adminId: number, id: number) {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(links).where(eq(links.id, id)).returning();
        if (!row) throw notFound("Link not found");
        await audit(tx, adminId, "business_link_deleted", "business_link", id, { title: row.title, url: row.url });
      });
      return { deleted: true as const };
    },
    async reorder(adminId: number, ids: number[]) {
      await reorder(links, "business_link", adminId, ids, "Link not found");
      return links_.list();
    },
  };

  const toFaq = (r: typeof faqs.$inferSelect): TAdminFaq => ({
    id: r.id,
    question: r.question,
    questionBn: r.questionBn,
    answer: r.answer,
    answerBn: r.answerBn,
    sortOrder: r.sortOrder,
  });
  const faqValues = (req: z.output<typeof ZAdminFaqRequest>) => ({
    question: req.question,
    questionBn: req.questionBn ?? null,
    answer: req.answer,
    answerBn: req.answerBn ?? null,
    sortOrder: req.sortOrder,
  });
  const faqs_ = {
    async list(): Promise<TAdminFaq[]> {
      return (await db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id))).map(toFaq);
    },
    async create(adminId: number, req: z.output<typeof ZAdminFaqRequest>) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(faqs)
          .values({ ...faqValues(req), createdAt: clock.now() })
          .returning();
        await audit(tx, adminId, "faq_created", "faq", row.id, { question: row.question });
        return toFaq(row);
      });
    },
    async update(adminId: number, id: number, req: z.output<typeof ZAdminFaqRequest>) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(faqs).where(eq(faqs.id, id)).for("update");
        if (!before) throw notFound("Question not found");
        const [row] = await tx.update(faqs).set(faqValues(req)).where(eq(faqs.id, id)).returning();
        await audit(tx, adminId, "faq_updated", "faq", id, { before: toFaq(before), after: toFaq(row) });
        return toFaq(row);
      });
    },
    async remove(adminId: number, id: number) {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
        if (!row) throw notFound("Question not found");
        await audit(tx, adminId, "faq_deleted", "faq", id, { question: row.question });
      });
      return { deleted: true as const };
    },
    async reorder(adminId: number, ids: number[]) {
      await reorder(faqs, "faq", adminId, ids, "Question not found");
      return faqs_.list();
    },
  };

  /** Sets the order of a whole list: the ids given must be exactly the list's rows. */
  async function reorder(table: typeof links | typeof faqs, subject: string, adminId: number, ids: number[], missing: string) {
    await db.transaction(async (tx) => {
      const rows = await tx.select({ id: table.id }).from(table).for("update");
      const known = new Set(rows.map((r) => r.id));
      if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id)))
        throw badRequest(missing, [{ field: "ids", message: "Send every entry of the list once" }]);
      for (const [sortOrder, id] of ids.entries()) await tx.update(table).set({ sortOrder }).where(eq(table.id, id));
      await audit(tx, adminId, `${subject}s_reordered`, subject, "all", { ids });
    });
  }

  return { stories: stories_, notices: notices_, links: links_, faqs: faqs_ };
}
export type SiteContentService = ReturnType<typeof createSiteContentService>;
