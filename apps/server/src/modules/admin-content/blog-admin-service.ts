import { and, count, desc, eq, gt, ilike, lte, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { schema, type Database } from "@app/db";
import {
  slugify,
  type TAdminPost,
  type TAdminPostsData,
  type TPostStatus,
  type ZAdminPostRequest,
  type ZAdminPostsQuery,
} from "@app/contract";
import { conflict, fieldError, notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { containsPattern } from "../blog/service.ts";
import type { Audit } from "./audit.ts";
import { contentImageUrl, type ContentImagesService, type PictureNames } from "./images-service.ts";

const { blogPosts: posts, blogCategories: cats } = schema;
type PostRow = typeof posts.$inferSelect;
type PostInput = z.output<typeof ZAdminPostRequest>;

export const contentMessages = {
  slugTaken: "A post with this slug already exists",
  categorySlugTaken: "A category with this slug already exists",
  categoryNotEmpty: "This category still has posts. Move or delete them first.",
  noSlug: "Enter a slug: the title has no Latin letters or digits to make one from",
  pastSchedule: "A scheduled post needs a publish time in the future",
  unknownCategory: "Choose a category",
};

/** The picture shown for a post without an uploaded cover. */
export const DEFAULT_COVER = "/images/blog/newspaper.svg";

/** Draft: not published. Scheduled: published from a future instant. Published: public now. */
export const postStatus = (p: Pick<PostRow, "published" | "publishedAt">, now: Date): TPostStatus =>
  !p.published ? "draft" : p.publishedAt > now ? "scheduled" : "published";

/** The pictures a post names: its cover and those its Markdown shows, in either language (drafts too). */
const picturesOf = (p: Pick<PostRow, "imageId" | "body" | "bodyBn"> | PostInput): PictureNames => ({
  imageId: p.imageId,
  texts: { body: p.body, bodyBn: p.bodyBn },
});

const readMinutes = (body: string) => Math.max(1, Math.round(body.split(/\s+/).filter(Boolean).length / 200));

/** The admin's blog posts (draft, published, scheduled): the list, one post, adding, saving and deleting. */
export function createBlogAdminService(d: { db: Database; clock: Clock; audit: Audit; images: ContentImagesService }) {
  const { db, clock, audit, images } = d;

  const columns = { post: posts, categoryName: cats.name, categorySlug: cats.slug };
  function toPost(r: { post: PostRow; categoryName: string; categorySlug: string }): TAdminPost {
    const p = r.post;
    return {
      id: p.id,
      slug: p.slug,
      title: p.title,
      titleBn: p.titleBn,
      excerpt: p.excerpt,
      excerptBn: p.excerptBn,
      body: p.body,
      bodyBn: p.bodyBn,
      category: { id: p.categoryId, name: r.categoryName, slug: r.categorySlug },
      author: p.author,
      image: p.imageId ? contentImageUrl(p.imageId) : p.imageUrl,
      imageId: p.imageId,
      imageAlt: p.imageAlt,
      status: postStatus(p, clock.now()),
      publishedAt: p.publishedAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    };
  }

  async function get(id: number): Promise<TAdminPost> {
    const [row] = await db.select(columns).from(posts).innerJoin(cats, eq(cats.id, posts.categoryId)).where(eq(posts.id, id));
    if (!row) throw notFound("Blog post not found");
    return toPost(row);
  }

  async function list(q: z.output<typeof ZAdminPostsQuery>): Promise<TAdminPostsData> {
    const now = clock.now();
    const where: (SQL | undefined)[] = [];
    if (q.status === "draft") where.push(eq(posts.published, false));
    if (q.status === "scheduled") where.push(and(eq(posts.published, true), gt(posts.publishedAt, now)));
    if (q.status === "published") where.push(and(eq(posts.published, true), lte(posts.publishedAt, now)));
    if (q.search) where.push(or(ilike(posts.title, containsPattern(q.search)), ilike(posts.slug, containsPattern(q.search))));
    const filter = and(...where);
    const [{ total }] = await db.select({ total: count() }).from(posts).where(filter);
    const rows = await db
      .select(columns)
      .from(posts)
      .innerJoin(cats, eq(cats.id, posts.categoryId))
      .where(filter)
      .orderBy(desc(posts.updatedAt), desc(posts.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    return { posts: rows.map(toPost), total, page: q.page, pageSize: q.pageSize };
  }

  /** The row's publishing columns for the chosen status; a post already public keeps its date. */
  function publishing(req: PostInput, before?: PostRow): Pick<PostRow, "published" | "publishedAt"> {
    const now = clock.now();
    if (req.status === "draft") return { published: false, publishedAt: before?.publishedAt ?? now };
    if (req.status === "published") {
      const wasPublic = before && postStatus(before, now) === "published";
      return { published: true, publishedAt: wasPublic ? before.publishedAt : now };
    }
    const at = new Date(req.publishAt!);
    if (at <= now) throw fieldError("publishAt", contentMessages.pastSchedule);
    return { published: true, publishedAt: at };
  }

  async function checkCategory(exec: Database, id: number) {
    const [row] = await exec.select({ id: cats.id }).from(cats).where(eq(cats.id, id));
    if (!row) throw fieldError("categoryId", contentMessages.unknownCategory);
  }

  /** The slug asked for, or one made from the title (with -2, -3… when that one is taken). */
  async function slugFor(exec: Database, req: PostInput, exceptId?: number): Promise<string> {
    if (req.slug) return req.slug;
    const base = slugify(req.title);
    if (!base) throw fieldError("slug", contentMessages.noSlug);
    const taken = await exec
      .select({ slug: posts.slug, id: posts.id })
      .from(posts)
      .where(or(eq(posts.slug, base), ilike(posts.slug, `${base}-%`)));
    const used = new Set(taken.filter((t) => t.id !== exceptId).map((t) => t.slug));
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    return slug;
  }

  const values = (req: PostInput, slug: string) => ({
    slug,
    title: req.title,
    titleBn: req.titleBn ?? null,
    excerpt: req.excerpt,
    excerptBn: req.excerptBn ?? null,
    body: req.body,
    bodyBn: req.bodyBn ?? null,
    categoryId: req.categoryId,
    author: req.author,
    imageId: req.imageId ?? null,
    imageUrl: req.imageId ? contentImageUrl(req.imageId) : DEFAULT_COVER,
    imageAlt: req.imageAlt ?? req.title,
    readMinutes: readMinutes(req.body),
    updatedAt: clock.now(),
  });

  const slugConflict = (e: unknown) => (isUniqueViolation(e, "blog_posts_slug_unique") ? conflict(contentMessages.slugTaken, "slug") : e);

  async function create(adminId: number, req: PostInput): Promise<TAdminPost> {
    await checkCategory(db, req.categoryId);
    const when = publishing(req);
    try {
      const id = await db.transaction(async (tx) => {
        await images.hold(tx, picturesOf(req));
        const slug = await slugFor(tx, req);
        const [row] = await tx
          .insert(posts)
          .values({ ...values(req, slug), ...when, createdAt: clock.now() })
          .returning({ id: posts.id });
        await audit(tx, adminId, "blog_post_created", "blog_post", row.id, {
          slug,
          title: req.title,
          status: req.status,
          publishedAt: when.publishedAt.toISOString(),
        });
        return row.id;
      });
      return get(id);
    } catch (e) {
      throw slugConflict(e);
    }
  }

  async function update(adminId: number, id: number, req: PostInput): Promise<TAdminPost> {
    await checkCategory(db, req.categoryId);
    try {
      const released = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(posts).where(eq(posts.id, id)).for("update");
        if (!before) throw notFound("Blog post not found");
        const when = publishing(req, before);
        const slug = req.slug ?? before.slug;
        await images.hold(tx, picturesOf(req), picturesOf(before));
        await tx
          .update(posts)
          .set({ ...values(req, slug), ...when })
          .where(eq(posts.id, id));
        const old = await images.release(tx, picturesOf(before), picturesOf(req));
        await audit(tx, adminId, "blog_post_updated", "blog_post", id, {
          before: { slug: before.slug, title: before.title, status: postStatus(before, clock.now()) },
          after: { slug, title: req.title, status: req.status, publishedAt: when.publishedAt.toISOString() },
        });
        return old;
      });
      await images.removeFiles(released);
      return get(id);
    } catch (e) {
      throw slugConflict(e);
    }
  }

  async function remove(adminId: number, id: number) {
    const released = await db.transaction(async (tx) => {
      const [row] = await tx.delete(posts).where(eq(posts.id, id)).returning();
      if (!row) throw notFound("Blog post not found");
      const old = await images.release(tx, picturesOf(row));
      await audit(tx, adminId, "blog_post_deleted", "blog_post", id, { slug: row.slug, title: row.title });
      return old;
    });
    await images.removeFiles(released);
    return { deleted: true as const };
  }

  return { list, get, create, update, remove };
}
export type BlogAdminService = ReturnType<typeof createBlogAdminService>;
