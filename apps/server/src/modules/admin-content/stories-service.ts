import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { schema, type Database } from "@app/db";
import type { TAdminStory, ZAdminStoryRequest } from "@app/contract";
import { badRequest, notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Audit } from "./audit.ts";
import { contentImageUrl, type ContentImagesService } from "./images-service.ts";

const { successStories: stories } = schema;
type StoryRow = typeof stories.$inferSelect;

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

/** Success stories: the admin's list, adding, saving and deleting one (with its picture). */
export function createStoriesAdmin(d: { db: Database; clock: Clock; audit: Audit; images: ContentImagesService }) {
  const { db, clock, audit, images } = d;

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

  return {
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
}
export type StoriesAdmin = ReturnType<typeof createStoriesAdmin>;
