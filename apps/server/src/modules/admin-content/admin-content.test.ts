import { utimesSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPostSeed, rawRows, schema } from "@app/db";
import { createTestApp, multipart, type TestApp } from "../../test/harness.ts";
import { adminSession } from "../admin-auth/test-factory.ts";
import { expectGuarded, principals } from "../admin-payments/test-helpers.ts";

let t: TestApp;
let p: Awaited<ReturnType<typeof principals>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await principals(t);
});
afterAll(() => t?.close());

type H = Record<string, string>;
const call = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: H = {}, payload?: object) => {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};
const jpeg = () =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: "#b03050" } })
    .jpeg()
    .toBuffer();
const upload = async (headers: H, data: Buffer, filename = "cover.jpg") => {
  const body = multipart({}, [{ name: "file", filename, type: "image/jpeg", data }]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/content/images",
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
};
const auditOf = (subjectType: string, subjectId: number | string) =>
  rawRows<{ action: string; actor_type: string }>(
    t.db,
    sql`select action, actor_type from audit_log where subject_type = ${subjectType} and subject_id = ${String(subjectId)} order by id`,
  );

let n = 0;
const category = async (name = `Kolkata Weddings ${++n}`) => {
  const r = await call("POST", "/api/admin/content/categories", p.moderator, { name });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.category as { id: number; slug: string; name: string; posts: number };
};
const postBody = (categoryId: number, over: Record<string, unknown> = {}) => ({
  title: `Haldi morning in Howrah ${++n}`,
  excerpt: "Turmeric, conch shells and a house full of cousins.",
  body: "## The morning\n\nEveryone **laughs**.",
  categoryId,
  author: "Mitali Sen",
  status: "published",
  ...over,
});
const createPost = async (over: Record<string, unknown> & { categoryId: number }) => {
  const r = await call("POST", "/api/admin/content/posts", p.moderator, postBody(over.categoryId, over));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.post as { id: number; slug: string; status: string; image: string; imageId: string | null; publishedAt: string };
};

describe("admin content: access", () => {
  it("401 without a token, 403 for a member's and an RR's token on every admin content endpoint", async () => {
    const failures = await expectGuarded(t, p, [
      ["GET", "/api/admin/content/categories"],
      ["POST", "/api/admin/content/categories", { name: "X" }],
      ["PUT", "/api/admin/content/categories/1", { name: "X" }],
      ["DELETE", "/api/admin/content/categories/1"],
      ["GET", "/api/admin/content/posts"],
      ["GET", "/api/admin/content/posts/1"],
      ["POST", "/api/admin/content/posts", postBody(1)],
      ["PUT", "/api/admin/content/posts/1", postBody(1)],
      ["DELETE", "/api/admin/content/posts/1"],
      ["POST", "/api/admin/content/preview", { body: "x" }],
      ["POST", "/api/admin/content/images", {}],
      ["GET", "/api/admin/content/stories"],
      ["POST", "/api/admin/content/stories", {}],
      ["PUT", "/api/admin/content/stories/1", {}],
      ["DELETE", "/api/admin/content/stories/1"],
      ["GET", "/api/admin/content/notices"],
      ["POST", "/api/admin/content/notices", {}],
      ["PUT", "/api/admin/content/notices/1", {}],
      ["DELETE", "/api/admin/content/notices/1"],
      ["GET", "/api/admin/content/links"],
      ["POST", "/api/admin/content/links", {}],
      ["PUT", "/api/admin/content/links/order", { ids: [1] }],
      ["PUT", "/api/admin/content/links/1", {}],
      ["DELETE", "/api/admin/content/links/1"],
      ["GET", "/api/admin/content/faqs"],
      ["POST", "/api/admin/content/faqs", {}],
      ["PUT", "/api/admin/content/faqs/order", { ids: [1] }],
      ["PUT", "/api/admin/content/faqs/1", {}],
      ["DELETE", "/api/admin/content/faqs/1"],
    ]);
    expect(failures).toEqual([]);
  });

  it("a disabled admin's session is refused at once", async () => {
    const s = await adminSession(t, "moderator");
    expect((await call("GET", "/api/admin/content/faqs", s.auth)).status).toBe(200);
    await t.db.update(schema.admins).set({ active: false }).where(eq(schema.admins.id, s.admin.id));
    expect((await call("POST", "/api/admin/content/faqs", s.auth, { question: "Q?", answer: "A." })).status).toBe(401);
    expect((await call("GET", "/api/faqs")).body.data.faqs).toEqual([]);
  });

  it("moderators and super admins both manage content; answers are never cached", async () => {
    for (const who of [p.moderator, p.superAdmin]) {
      const r = await call("GET", "/api/admin/content/categories", who);
      expect(r.status).toBe(200);
      expect(r.headers["cache-control"]).toContain("no-store");
    }
  });
});

describe("blog categories", () => {
  it("adds (slug from the name), renames, refuses a taken slug, and deletes only when empty (409 otherwise); all audited", async () => {
    const c = await category("Bou-bhaat & Reception");
    expect(c).toMatchObject({ slug: "bou-bhaat-reception", posts: 0 });
    const taken = await call("POST", "/api/admin/content/categories", p.moderator, { name: "Bou bhaat reception" });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("A category with this slug already exists");
    const renamed = await call("PUT", `/api/admin/content/categories/${c.id}`, p.superAdmin, { name: "Reception", nameBn: "বউভাত" });
    expect(renamed.body.data.category).toMatchObject({ name: "Reception", nameBn: "বউভাত", slug: "bou-bhaat-reception" });
    const post = await createPost({ categoryId: c.id, status: "draft" });
    const busy = await call("DELETE", `/api/admin/content/categories/${c.id}`, p.moderator);
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe("This category still has posts. Move or delete them first.");
    expect((await call("DELETE", `/api/admin/content/posts/${post.id}`, p.moderator)).status).toBe(200);
    expect((await call("DELETE", `/api/admin/content/categories/${c.id}`, p.moderator)).status).toBe(200);
    expect((await call("DELETE", `/api/admin/content/categories/${c.id}`, p.moderator)).status).toBe(404);
    expect((await auditOf("blog_category", c.id)).map((a) => a.action)).toEqual([
      "blog_category_created",
      "blog_category_updated",
      "blog_category_deleted",
    ]);
    for (const bad of [{ name: "" }, { name: "x".repeat(81) }, { name: "Ok", slug: "Not A Slug" }, { name: "বিয়ে" }]) {
      const r = await call("POST", "/api/admin/content/categories", p.moderator, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe("blog posts", () => {
  it("makes the slug from the title (unique), takes an edited one, refuses a bad or taken one", async () => {
    const c = await category();
    const a = await createPost({ categoryId: c.id, title: "Gaye Holud: What to Expect!" });
    expect(a.slug).toBe("gaye-holud-what-to-expect");
    const b = await createPost({ categoryId: c.id, title: "Gaye holud — what to expect" });
    expect(b.slug).toBe("gaye-holud-what-to-expect-2");
    const edited = await createPost({ categoryId: c.id, slug: "my-own-slug" });
    expect(edited.slug).toBe("my-own-slug");
    const dup = await call("POST", "/api/admin/content/posts", p.moderator, postBody(c.id, { slug: "my-own-slug" }));
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual([{ field: "slug", message: "A post with this slug already exists" }]);
    for (const slug of ["Capitals", "two--hyphens", "-lead", "spa ce", "<script>"]) {
      const r = await call("POST", "/api/admin/content/posts", p.moderator, postBody(c.id, { slug }));
      expect(r.status, slug).toBe(400);
      expect(r.body.errors[0].field).toBe("slug");
    }
    const bnOnly = await call("POST", "/api/admin/content/posts", p.moderator, postBody(c.id, { title: "বিয়ের গল্প" }));
    expect(bnOnly.status).toBe(400);
    expect(bnOnly.body.errors[0].field).toBe("slug");
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const c = await category();
    const before = await call("GET", "/api/admin/content/posts?pageSize=100", p.moderator);
    for (const [over, field] of [
      [{ title: "" }, "title"],
      [{ categoryId: 999_999 }, "categoryId"],
      [{ status: "live" }, "status"],
      [{ status: "scheduled" }, "publishAt"],
      [{ status: "scheduled", publishAt: "2020-01-01T00:00:00Z" }, "publishAt"],
      [{ status: "scheduled", publishAt: "tomorrow" }, "publishAt"],
      [{ imageId: "4b7d2b8e-6a0e-4f43-9d1c-3c2d1e0f9a8b" }, "imageId"],
      [{ imageId: "not-a-uuid" }, "imageId"],
      [{ body: "x".repeat(50_001) }, "body"],
    ] as const) {
      const r = await call("POST", "/api/admin/content/posts", p.moderator, postBody(c.id, over));
      expect(r.status, JSON.stringify(over)).toBe(400);
      expect(r.body.errors[0].field, JSON.stringify(over)).toBe(field);
    }
    const after = await call("GET", "/api/admin/content/posts?pageSize=100", p.moderator);
    expect(after.body.data.total).toBe(before.body.data.total);
  });

  it("renders Markdown safely: no raw HTML, script, event handler or javascript: link reaches the page", async () => {
    const c = await category();
    const evil = [
      "# Title",
      "",
      "Hello <script>alert(1)</script> <img src=x onerror=alert(1)> <b onclick=alert(1)>bold</b>",
      "",
      "[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [ok](https://example.in/a) [site](/plans)",
      "",
      '![pic](javascript:alert(1)) <iframe src=https://evil.example></iframe> <a href="javascript:alert(2)">x</a>',
      "",
      "**strong** and _em_",
    ].join("\n");
    const post = await createPost({ categoryId: c.id, body: evil, bodyBn: "**বাংলা** <script>x()</script>" });
    const pub = await call("GET", `/api/blogs/${post.slug}`);
    expect(pub.status).toBe(200);
    const html: string = pub.body.data.html;
    // Every real tag is an allowed one, with no handler and no script or data address; raw HTML became text.
    for (const s of [html, pub.body.data.htmlBn as string]) {
      for (const tag of s.match(/<[a-z][^>]*>/gi) ?? []) {
        expect(tag).toMatch(/^<(h2|p|strong|em|a|img|ul|ol|li|code|pre|blockquote)[\s>/]/);
        expect(tag).not.toMatch(/\son\w+=|javascript:|data:/i);
      }
    }
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>strong</strong>");
    expect(html).toContain('<a href="https://example.in/a" rel="nofollow noopener noreferrer" target="_blank">ok</a>');
    expect(html).toContain('<a href="/plans">site</a>');
    expect(html).toContain("&lt;script&gt;");
    expect(pub.body.data.htmlBn).toContain("<strong>বাংলা</strong>");
    const preview = await call("POST", "/api/admin/content/preview", p.moderator, { body: evil });
    expect(preview.body.data.html).toBe(html);
  });

  it("drafts and future-scheduled posts never leak through list, search, detail or category counts; a scheduled one appears when its time comes", async () => {
    const c = await category();
    const countOf = async (slug: string) =>
      (await call("GET", "/api/blogs/categories")).body.data.categories.find((x: { slug: string }) => x.slug === slug)?.count;
    const draft = await createPost({ categoryId: c.id, title: "Quokka draft", status: "draft" });
    const at = new Date(t.clock.now().getTime() + 20 * 60_000).toISOString();
    const later = await createPost({ categoryId: c.id, title: "Quokka scheduled", status: "scheduled", publishAt: at });
    expect(draft.status).toBe("draft");
    expect(later).toMatchObject({ status: "scheduled", publishedAt: at });
    const hidden = async () => {
      expect((await call("GET", "/api/blogs?search=quokka")).body.data.total).toBe(0);
      expect((await call("GET", `/api/blogs?category=${c.slug}`)).body.data.total).toBe(0);
      expect((await call("GET", "/api/blogs?limit=24")).body.data.posts.map((x: { slug: string }) => x.slug)).not.toContain(draft.slug);
      expect((await call("GET", `/api/blogs/${draft.slug}`)).status).toBe(404);
      expect((await call("GET", `/api/blogs/${later.slug}`)).status).toBe(404);
      expect(await countOf(c.slug)).toBe(0);
      const related = (await call("GET", `/api/blogs/${blogPostSeed[0].slug}`)).body.data.related as { slug: string }[];
      expect(related.map((r) => r.slug)).not.toContain(later.slug);
    };
    await hidden();
    // The admin list shows both, with their status.
    const drafts = await call("GET", "/api/admin/content/posts?status=draft", p.moderator);
    expect(drafts.body.data.posts.map((x: { id: number }) => x.id)).toContain(draft.id);
    const scheduled = await call("GET", "/api/admin/content/posts?status=scheduled", p.moderator);
    expect(scheduled.body.data.posts.map((x: { id: number }) => x.id)).toEqual([later.id]);

    // Sessions end after 30 idle minutes: move on less than that.
    t.clock.advance(20 * 60_000);
    expect((await call("GET", `/api/blogs/${later.slug}`)).status).toBe(200);
    expect((await call("GET", "/api/blogs?search=quokka")).body.data.posts.map((x: { slug: string }) => x.slug)).toEqual([later.slug]);
    expect(await countOf(c.slug)).toBe(1);
    expect((await call("GET", `/api/blogs/${draft.slug}`)).status).toBe(404);

    // Published now, then back to draft: gone from the next request.
    const put = await call(
      "PUT",
      `/api/admin/content/posts/${draft.id}`,
      p.moderator,
      postBody(c.id, { title: "Quokka now", slug: draft.slug }),
    );
    expect(put.body.data.post.status).toBe("published");
    expect(await countOf(c.slug)).toBe(2);
    await call("PUT", `/api/admin/content/posts/${draft.id}`, p.moderator, postBody(c.id, { slug: draft.slug, status: "draft" }));
    expect((await call("GET", `/api/blogs/${draft.slug}`)).status).toBe(404);
    expect(await countOf(c.slug)).toBe(1);
    expect((await auditOf("blog_post", draft.id)).map((a) => a.action)).toEqual([
      "blog_post_created",
      "blog_post_updated",
      "blog_post_updated",
    ]);
  });

  it("a cover goes through the photo pipeline; the public post shows it, the sweep keeps its files, replacing or deleting removes them", async () => {
    const c = await category();
    const up = await upload(p.moderator, await jpeg());
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const img = up.body.data.image as { id: string; url: string; mediumUrl: string; thumbUrl: string };
    const dir = `photos/${img.id.slice(0, 2)}/${img.id}`;
    const keys = [`${dir}.jpg`, `${dir}.medium.webp`, `${dir}.thumb.webp`];
    const onDisk = () => t.mediaFiles().map((f) => f.slice(t.config.mediaDir.length + 1));
    expect(onDisk()).toEqual(expect.arrayContaining(keys));
    for (const url of [img.url, img.mediumUrl, img.thumbUrl]) {
      const r = await t.app.inject({ url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers["content-type"]).toMatch(/^image\/(jpeg|webp)$/);
    }
    const post = await createPost({ categoryId: c.id, imageId: img.id, imageAlt: "Bride in red" });
    const card = (await call("GET", `/api/blogs?category=${c.slug}`)).body.data.posts[0];
    expect(card).toMatchObject({ slug: post.slug, image: img.mediumUrl, imageAlt: "Bride in red" });

    // The sweep keeps the named files, even old ones.
    const old = new Date(t.clock.now().getTime() - 10 * 3_600_000);
    for (const k of keys) utimesSync(join(t.config.mediaDir, k), old, old);
    await t.app.services.storageSweep.sweep({ graceMs: 3_600_000 });
    expect(onDisk()).toEqual(expect.arrayContaining(keys));

    // Replaced by another picture: the old one's row and files go.
    const up2 = await upload(p.moderator, await jpeg(), "second.jpg");
    const img2 = up2.body.data.image as { id: string };
    await call("PUT", `/api/admin/content/posts/${post.id}`, p.moderator, postBody(c.id, { slug: post.slug, imageId: img2.id }));
    expect(onDisk().filter((k) => keys.includes(k))).toEqual([]);
    expect((await t.app.inject({ url: img.url })).statusCode).toBe(404);
    await call("DELETE", `/api/admin/content/posts/${post.id}`, p.moderator);
    expect(onDisk().filter((k) => k.includes(img2.id))).toEqual([]);

    // Not a picture, or nothing: refused with the file named.
    const bad = await upload(p.moderator, Buffer.from("<svg onload=alert(1)>"), "evil.svg");
    expect(bad.status).toBe(415);
    expect(bad.body.errors[0]).toMatchObject({ field: "file" });
    expect((await auditOf("content_image", img.id)).map((a) => a.action)).toEqual(["content_image_uploaded"]);
  });
});

describe("public content answers", () => {
  it("may be kept but are asked for again each time: an unchanged answer is a 304, a change shows on the next request", async () => {
    for (const url of [
      "/api/blogs",
      "/api/blogs/categories",
      `/api/blogs/${blogPostSeed[0].slug}`,
      "/api/notices",
      "/api/success-stories",
      "/api/faqs",
      "/api/business-links",
    ]) {
      const first = await t.app.inject({ url });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers["cache-control"], url).toBe("public, no-cache");
      const again = await t.app.inject({ url, headers: { "if-none-match": String(first.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe("");
    }
    const before = await t.app.inject({ url: "/api/blogs/categories" });
    const c = await category();
    const after = await t.app.inject({ url: "/api/blogs/categories", headers: { "if-none-match": String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.categories.map((x: { slug: string }) => x.slug)).toContain(c.slug);
  });
});

describe("success stories, notices, business links, FAQ", () => {
  it("success stories: add, edit, unpublish, delete; the public list follows at once", async () => {
    const payload = {
      coupleNames: "Rupa & Arnab",
      location: "Siliguri",
      marriedOn: "2026-02-14",
      story: "Met through a proposal.",
      storyBn: "প্রস্তাবের মাধ্যমে দেখা।",
      quote: "We found each other.",
      published: true,
      sortOrder: 0,
    };
    const r = await call("POST", "/api/admin/content/stories", p.moderator, payload);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const id = r.body.data.story.id;
    const pub = async () => (await call("GET", "/api/success-stories")).body.data.stories as { id: number; storyBn: string }[];
    expect((await pub()).find((s) => s.id === id)).toMatchObject({ storyBn: "প্রস্তাবের মাধ্যমে দেখা।" });
    await call("PUT", `/api/admin/content/stories/${id}`, p.moderator, { ...payload, published: false });
    expect((await pub()).find((s) => s.id === id)).toBeUndefined();
    const bad = await call("POST", "/api/admin/content/stories", p.moderator, { ...payload, marriedOn: "2026-02-30" });
    expect(bad.status).toBe(400);
    expect((await call("DELETE", `/api/admin/content/stories/${id}`, p.moderator)).status).toBe(200);
    expect((await auditOf("success_story", id)).map((a) => a.action)).toEqual([
      "success_story_created",
      "success_story_updated",
      "success_story_deleted",
    ]);
  });

  it("notices: shown on the public list only inside their window", async () => {
    const now = t.clock.now().getTime();
    const iso = (ms: number) => new Date(now + ms).toISOString();
    const body = (over: Record<string, unknown>) => ({
      kind: "notice",
      title: "Office closed",
      body: "For Durga Puja.",
      from: iso(-60_000),
      ...over,
    });
    const live = await call(
      "POST",
      "/api/admin/content/notices",
      p.moderator,
      body({ title: "Live one", titleBn: "চালু", to: iso(10 * 60_000) }),
    );
    expect(live.body.data.notice).toMatchObject({ state: "live", titleBn: "চালু" });
    const soon = await call("POST", "/api/admin/content/notices", p.moderator, body({ title: "Soon one", from: iso(60_000) }));
    expect(soon.body.data.notice.state).toBe("upcoming");
    const titles = async () => (await call("GET", "/api/notices?limit=20")).body.data.notices.map((x: { title: string }) => x.title);
    expect(await titles()).toContain("Live one");
    expect(await titles()).not.toContain("Soon one");
    for (const bad of [body({ to: iso(-120_000) }), body({ link: "javascript:alert(1)" }), body({ from: "soon" }), body({ kind: "ad" })]) {
      expect((await call("POST", "/api/admin/content/notices", p.moderator, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    t.clock.advance(15 * 60_000);
    expect(await titles()).not.toContain("Live one");
    expect(await titles()).toContain("Soon one");
    const id = soon.body.data.notice.id;
    await call("PUT", `/api/admin/content/notices/${id}`, p.moderator, body({ title: "Soon one", from: iso(60_000), published: false }));
    expect(await titles()).not.toContain("Soon one");
    expect((await call("DELETE", `/api/admin/content/notices/${id}`, p.moderator)).status).toBe(200);
    expect((await auditOf("notice", id)).map((a) => a.action)).toEqual(["notice_created", "notice_updated", "notice_deleted"]);
  });

  it("business links and FAQ: add, edit, order, delete; the public lists follow on the next request", async () => {
    for (const [admin, pub, key, a, b] of [
      [
        "links",
        "/api/business-links",
        "links",
        { title: "Wedding halls", url: "https://halls.example.in" },
        { title: "Plans", url: "/plans" },
      ],
      [
        "faqs",
        "/api/faqs",
        "faqs",
        { question: "Is it free?", answer: "Posting a text ad is free." },
        { question: "How do I pay?", answer: "UPI or card.", answerBn: "ইউপিআই বা কার্ড।" },
      ],
    ] as const) {
      const one = (await call("POST", `/api/admin/content/${admin}`, p.moderator, a)).body.data;
      const two = (await call("POST", `/api/admin/content/${admin}`, p.moderator, { ...b, sortOrder: 1 })).body.data;
      const first = (one.link ?? one.faq).id as number;
      const second = (two.link ?? two.faq).id as number;
      const ids = async () => {
        const r = await call("GET", pub);
        expect(r.headers["cache-control"]).toBe("public, no-cache");
        return r.body.data[key].map((x: { id: number }) => x.id);
      };
      expect(await ids()).toEqual([first, second]);
      const order = await call("PUT", `/api/admin/content/${admin}/order`, p.moderator, { ids: [second, first] });
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      expect(await ids()).toEqual([second, first]);
      expect((await call("PUT", `/api/admin/content/${admin}/order`, p.moderator, { ids: [second] })).status).toBe(400);
      expect((await call("PUT", `/api/admin/content/${admin}/${first}`, p.moderator, { ...a, sortOrder: 5 })).status).toBe(200);
      expect((await call("DELETE", `/api/admin/content/${admin}/${first}`, p.moderator)).status).toBe(200);
      expect(await ids()).toEqual([second]);
      expect((await call("DELETE", `/api/admin/content/${admin}/${first}`, p.moderator)).status).toBe(404);
      await call("DELETE", `/api/admin/content/${admin}/${second}`, p.moderator);
    }
    for (const url of ["javascript:alert(1)", "//evil.example", "ftp://x", "data:text/html,hi"]) {
      const r = await call("POST", "/api/admin/content/links", p.moderator, { title: "X", url });
      expect(r.status, url).toBe(400);
    }
    const actions = await rawRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where subject_type in ('business_link', 'faq') order by id`,
    );
    expect(actions.map((x) => x.action)).toEqual(
      expect.arrayContaining([
        "business_link_created",
        "business_links_reordered",
        "business_link_updated",
        "business_link_deleted",
        "faq_created",
        "faqs_reordered",
        "faq_deleted",
      ]),
    );
  });

  it("a link must stay on this site or be an http(s) address: paths a browser reads as another site are refused on the field", async () => {
    const now = t.clock.now().toISOString();
    const offSite = [
      "/\\evil.example",
      "//evil.example",
      "/\\\\evil",
      "/\t/evil.example",
      "/..//evil.example",
      "javascript:alert(1)",
      "data:",
    ];
    const links = async () => (await call("GET", "/api/business-links")).body.data.links.map((l: { url: string }) => l.url);
    const before = await links();
    const made = (await call("POST", "/api/admin/content/links", p.moderator, { title: "Plans", url: "/plans" })).body.data.link;
    for (const url of offSite) {
      for (const [method, path] of [
        ["POST", "/api/admin/content/links"],
        ["PUT", `/api/admin/content/links/${made.id}`],
      ] as const) {
        const r = await call(method, path, p.moderator, { title: "Shop", url });
        expect(r.status, `${method} ${url}`).toBe(400);
        expect(r.body).toMatchObject({ success: false, code: "validation_failed", errors: [{ field: "url" }] });
      }
      const n = await call("POST", "/api/admin/content/notices", p.moderator, {
        kind: "notice",
        title: "T",
        body: "B",
        from: now,
        link: url,
      });
      expect(n.status, url).toBe(400);
      expect(n.body.errors).toEqual([expect.objectContaining({ field: "link" })]);
    }
    expect(await links()).toEqual([...before, "/plans"]);
    for (const url of [" /ok", "/ok?x=1#y", "https://ok.example/x"]) {
      const r = await call("POST", "/api/admin/content/links", p.moderator, { title: "Fine", url });
      expect(r.status, url).toBe(200);
      expect(r.body.data.link.url).toBe(url.trim());
      await call("DELETE", `/api/admin/content/links/${r.body.data.link.id}`, p.moderator);
    }
    await call("DELETE", `/api/admin/content/links/${made.id}`, p.moderator);
  });
});
