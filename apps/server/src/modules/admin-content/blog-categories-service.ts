import { asc, count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { schema, type Database } from "@app/db";
import { slugify, type TAdminCategory, type ZAdminCategoryRequest } from "@app/contract";
import { AppError, conflict, fieldError, notFound } from "../../http/errors.ts";
import { isUniqueViolation, pgErrorCode } from "../../lib/db-errors.ts";
import type { Audit } from "./audit.ts";
import { contentMessages } from "./blog-admin-service.ts";

const { blogPosts: posts, blogCategories: cats } = schema;
type CategoryInput = z.output<typeof ZAdminCategoryRequest>;

/** The blog's categories for the admin: each with its number of posts, added, renamed, and deleted while empty. */
export function createBlogCategoriesService(d: { db: Database; audit: Audit }) {
  const { db, audit } = d;

  async function categories(): Promise<TAdminCategory[]> {
    const rows = await db
      .select({ id: cats.id, slug: cats.slug, name: cats.name, nameBn: cats.nameBn, posts: sql<number>`count(${posts.id})::int` })
      .from(cats)
      .leftJoin(posts, eq(posts.categoryId, cats.id))
      .groupBy(cats.id)
      .orderBy(asc(cats.sortOrder), asc(cats.name));
    return rows.map((r) => ({ ...r, posts: Number(r.posts) }));
  }
  const category = async (id: number) => {
    const found = (await categories()).find((c) => c.id === id);
    if (!found) throw notFound("Category not found");
    return found;
  };
  const categoryConflict = (e: unknown) =>
    isUniqueViolation(e, "blog_categories_slug_unique") ? conflict(contentMessages.categorySlugTaken, "slug") : e;

  async function createCategory(adminId: number, req: CategoryInput): Promise<TAdminCategory> {
    const slug = req.slug ?? slugify(req.name);
    if (!slug) throw fieldError("slug", "Enter a slug: the name has no Latin letters or digits to make one from");
    try {
      const id = await db.transaction(async (tx) => {
        const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${cats.sortOrder}) + 1, 0)::int` }).from(cats);
        const [row] = await tx
          .insert(cats)
          .values({ slug, name: req.name, nameBn: req.nameBn ?? null, sortOrder: Number(next) })
          .returning({ id: cats.id });
        await audit(tx, adminId, "blog_category_created", "blog_category", row.id, { slug, name: req.name });
        return row.id;
      });
      return category(id);
    } catch (e) {
      throw categoryConflict(e);
    }
  }

  async function updateCategory(adminId: number, id: number, req: CategoryInput): Promise<TAdminCategory> {
    try {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(cats).where(eq(cats.id, id)).for("update");
        if (!before) throw notFound("Category not found");
        const slug = req.slug ?? before.slug;
        await tx
          .update(cats)
          .set({ name: req.name, nameBn: req.nameBn ?? null, slug })
          .where(eq(cats.id, id));
        await audit(tx, adminId, "blog_category_updated", "blog_category", id, {
          before: { slug: before.slug, name: before.name, nameBn: before.nameBn },
          after: { slug, name: req.name, nameBn: req.nameBn ?? null },
        });
      });
      return category(id);
    } catch (e) {
      throw categoryConflict(e);
    }
  }

  /** Only an empty category goes (drafts count): otherwise 409, and the posts keep it. */
  async function removeCategory(adminId: number, id: number) {
    try {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(cats).where(eq(cats.id, id)).for("update");
        if (!row) throw notFound("Category not found");
        const [{ n }] = await tx.select({ n: count() }).from(posts).where(eq(posts.categoryId, id));
        if (n > 0) throw conflict(contentMessages.categoryNotEmpty);
        await tx.delete(cats).where(eq(cats.id, id));
        await audit(tx, adminId, "blog_category_deleted", "blog_category", id, { slug: row.slug, name: row.name });
      });
    } catch (e) {
      // A post added to it meanwhile: the foreign key refuses the delete.
      if (pgErrorCode(e) === "23503") throw conflict(contentMessages.categoryNotEmpty);
      if (e instanceof AppError) throw e;
      throw e;
    }
    return { deleted: true as const };
  }

  return { categories, createCategory, updateCategory, removeCategory };
}
export type BlogCategoriesService = ReturnType<typeof createBlogCategoriesService>;
