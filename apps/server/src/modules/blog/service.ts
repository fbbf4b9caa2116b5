import { and, asc, count, desc, eq, ilike, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import type { TBlogCategories, TBlogList, TBlogListQuery, TBlogPost } from "@app/contract";
import type { Clock } from "../../lib/clock.ts";
import { notFound } from "../../http/errors.ts";
import { renderMarkdown } from "../../lib/markdown.ts";
import { toBlogCard } from "./presenter.ts";

const { blogPosts: posts, blogCategories: cats } = schema;

const cardColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  titleBn: posts.titleBn,
  excerptBn: posts.excerptBn,
  imageUrl: posts.imageUrl,
  imageAlt: posts.imageAlt,
  author: posts.author,
  publishedAt: posts.publishedAt,
  readMinutes: posts.readMinutes,
  categorySlug: cats.slug,
  categoryName: cats.name,
  categoryNameBn: cats.nameBn,
};

/** LIKE pattern for a case-insensitive substring match, with the wildcards in the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createBlogService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  /** Published and not scheduled for later. */
  const visible = () => and(eq(posts.published, true), lte(posts.publishedAt, clock.now()));

  return {
    /** Newest first; search matches title or excerpt (case-insensitive) and combines with the category. */
    async list(q: TBlogListQuery): Promise<TBlogList> {
      const where: (SQL | undefined)[] = [visible()];
      if (q.search) {
        const pattern = containsPattern(q.search);
        where.push(or(ilike(posts.title, pattern), ilike(posts.excerpt, pattern)));
      }
      if (q.category) where.push(eq(cats.slug, q.category));
      const filter = and(...where);
      const [{ total }] = await db.select({ total: count() }).from(posts).innerJoin(cats, eq(cats.id, posts.categoryId)).where(filter);
      const rows = await db
        .select(cardColumns)
        .from(posts)
        .innerJoin(cats, eq(cats.id, posts.categoryId))
        .where(filter)
        .orderBy(desc(posts.publishedAt), desc(posts.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      return { posts: rows.map(toBlogCard), total, page: q.page, limit: q.limit, hasMore: q.page * q.limit < total };
    },

    /** Every category with its number of visible posts (empty ones included), plus the overall total. */
    async categories(): Promise<TBlogCategories> {
      const rows = await db
        .select({ slug: cats.slug, name: cats.name, nameBn: cats.nameBn, count: sql<number>`count(${posts.id})::int` })
        .from(cats)
        .leftJoin(posts, and(eq(posts.categoryId, cats.id), visible()))
        .groupBy(cats.id, cats.slug, cats.name, cats.sortOrder)
        .orderBy(asc(cats.sortOrder), asc(cats.name));
      const categories = rows.map((r) => ({ ...r, count: Number(r.count) }));
      return { categories, total: categories.reduce((n, c) => n + c.count, 0) };
    },

    /** The full post and up to three related posts (same category first, then the newest others). */
    async bySlug(slug: string): Promise<TBlogPost> {
      const [row] = await db
        .select({ ...cardColumns, body: posts.body, bodyBn: posts.bodyBn, categoryId: posts.categoryId })
        .from(posts)
        .innerJoin(cats, eq(cats.id, posts.categoryId))
        .where(and(eq(posts.slug, slug), visible()));
      if (!row) throw notFound("Blog post not found");
      const related = await db
        .select(cardColumns)
        .from(posts)
        .innerJoin(cats, eq(cats.id, posts.categoryId))
        .where(and(visible(), ne(posts.id, row.id)))
        .orderBy(sql`(${posts.categoryId} = ${row.categoryId}) desc`, desc(posts.publishedAt))
        .limit(3);
      return {
        ...toBlogCard(row),
        body: row.body,
        html: renderMarkdown(row.body),
        htmlBn: row.bodyBn ? renderMarkdown(row.bodyBn) : null,
        related: related.map(toBlogCard),
      };
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
