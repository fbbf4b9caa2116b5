import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPostSeed, schema } from "@app/db";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { containsPattern } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, body: res.json() };
};
type Card = { slug: string; title: string; excerpt: string; category: { slug: string }; date: string };

describe("GET /api/blogs", () => {
  it("pages through every published post, newest first, without repeats", async () => {
    const first = await get("/api/blogs?page=1&limit=5");
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: blogPostSeed.length, page: 1, limit: 5, hasMore: true });
    const seen: Card[] = [...first.body.data.posts];
    for (let page = 2; ; page++) {
      const next = (await get(`/api/blogs?page=${page}&limit=5`)).body.data;
      seen.push(...next.posts);
      if (!next.hasMore) break;
    }
    expect(seen).toHaveLength(blogPostSeed.length);
    expect(new Set(seen.map((p) => p.slug)).size).toBe(blogPostSeed.length);
    const dates = seen.map((p) => Date.parse(p.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(seen[0]).toMatchObject({
      image: expect.stringMatching(/^\/images\/blog\//),
      imageAlt: expect.any(String),
      author: expect.any(String),
    });
  });

  it("a page past the end is empty, not an error", async () => {
    const res = await get("/api/blogs?page=50&limit=6");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ posts: [], total: blogPostSeed.length, hasMore: false });
  });

  it("searches title or excerpt case-insensitively", async () => {
    const res = await get("/api/blogs?search=KUNDLI");
    expect(res.body.data.posts.map((p: Card) => p.slug)).toEqual(["kundli-and-rajjotok-matching"]);
    const byExcerpt = await get(`/api/blogs?search=${encodeURIComponent("unwanted calls")}`);
    expect(byExcerpt.body.data.posts.map((p: Card) => p.slug)).toEqual(["contact-privacy-on-matrimonial-sites"]);
    const expected = blogPostSeed.filter((p) => `${p.title} ${p.excerpt}`.toLowerCase().includes("bengali")).length;
    expect((await get("/api/blogs?search=bengali&limit=24")).body.data.total).toBe(expected);
  });

  it("filters by category and combines it with search", async () => {
    const inCat = blogPostSeed.filter((p) => p.category === "wedding-traditions");
    const res = await get("/api/blogs?category=wedding-traditions&limit=24");
    expect(res.body.data.total).toBe(inCat.length);
    expect(res.body.data.posts.every((p: Card) => p.category.slug === "wedding-traditions")).toBe(true);
    const both = await get("/api/blogs?category=wedding-traditions&search=bangles");
    expect(both.body.data.posts.map((p: Card) => p.slug)).toEqual(["shankha-pola-and-loha-meaning"]);
    const none = await get("/api/blogs?category=matrimony-tips&search=bangles");
    expect(none.body.data).toMatchObject({ posts: [], total: 0, hasMore: false });
  });

  it("treats LIKE wildcards in the search text literally", async () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect((await get("/api/blogs?search=%25")).body.data.total).toBe(0);
    expect((await get("/api/blogs?search=_")).body.data.total).toBe(0);
  });

  it("rejects bad paging and category values with field errors", async () => {
    for (const [query, field] of [
      ["limit=0", "limit"],
      ["limit=500", "limit"],
      ["page=abc", "page"],
      ["page=0", "page"],
      ["category=DROP%20TABLE", "category"],
    ]) {
      const res = await get(`/api/blogs?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: "validation_failed" });
      expect(res.body.errors[0].field, query).toBe(field);
    }
  });

  it("hides unpublished and scheduled posts everywhere", async () => {
    const [cat] = await t.db.select().from(schema.blogCategories).limit(1);
    const base = {
      excerpt: "Hidden excerpt",
      body: "Body",
      categoryId: cat.id,
      author: "Test",
      imageUrl: "/images/blog/alpona.svg",
      imageAlt: "x",
    };
    await t.db.insert(schema.blogPosts).values([
      { ...base, slug: "draft-post-zebra", title: "Draft zebra", published: false },
      { ...base, slug: "future-post-zebra", title: "Future zebra", publishedAt: new Date(t.clock.now().getTime() + 86_400_000) },
    ]);
    expect((await get("/api/blogs?search=zebra")).body.data.total).toBe(0);
    expect((await get("/api/blogs/draft-post-zebra")).status).toBe(404);
    expect((await get("/api/blogs/future-post-zebra")).status).toBe(404);
    const cats = (await get("/api/blogs/categories")).body.data;
    expect(cats.total).toBe(blogPostSeed.length);
  });
});

describe("GET /api/blogs/categories", () => {
  it("counts the posts of each category, and the total", async () => {
    const res = await get("/api/blogs/categories");
    expect(res.status).toBe(200);
    const { categories, total } = res.body.data as { categories: { slug: string; name: string; count: number }[]; total: number };
    expect(total).toBe(blogPostSeed.length);
    for (const c of categories) expect(c.count, c.slug).toBe(blogPostSeed.filter((p) => p.category === c.slug).length);
    expect(categories.map((c) => c.name)).toContain("Best matrimony site for Bengali");
  });
});

describe("GET /api/blogs/:slug", () => {
  it("returns the full post with related posts, same category first", async () => {
    const res = await get("/api/blogs/shankha-pola-and-loha-meaning");
    expect(res.status).toBe(200);
    const post = res.body.data;
    expect(post).toMatchObject({ title: expect.stringContaining("Shankha"), category: { slug: "wedding-traditions" } });
    expect(post.body).toContain("## The loha");
    expect(post.related).toHaveLength(3);
    expect(post.related.every((r: Card) => r.slug !== post.slug && r.category.slug === "wedding-traditions")).toBe(true);
  });

  it("answers an unknown slug with 404", async () => {
    const res = await get("/api/blogs/no-such-post");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: "not_found", message: "Blog post not found" });
  });
});
