import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@app/db";
import { jobs, type JobDeps } from "../../jobs/index.ts";
import { createTestApp, multipart, type TestApp } from "../../test/harness.ts";
import { principals } from "../admin-payments/test-helpers.ts";
import { UNUSED_PICTURE_GRACE_MS } from "./images-service.ts";

let t: TestApp;
let admin: Record<string, string>;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await principals(t)).moderator;
  const c = await call("POST", "/api/admin/content/categories", { name: "Pictures" });
  categoryId = c.body.data.category.id;
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const sweep = () => t.app.services.contentImages.sweepUnused({ graceMs: UNUSED_PICTURE_GRACE_MS });

const call = async (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};

let n = 0;
const upload = async () => {
  const data = await sharp({
    create: { width: 320, height: 200, channels: 3, background: `#${(0x204060 + ++n * 7919).toString(16).slice(-6)}` },
  })
    .jpeg()
    .toBuffer();
  const body = multipart({}, [{ name: "file", filename: `p${n}.jpg`, type: "image/jpeg", data }]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/content/images",
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.image.id as string;
};
/** As if uploaded `ms` before the clock's now. */
const age = (id: string, ms: number) =>
  t.db
    .update(schema.contentImages)
    .set({ createdAt: new Date(t.clock.now().getTime() - ms) })
    .where(eq(schema.contentImages.id, id));

const post = (over: Record<string, unknown> = {}) => ({
  title: `Gaye holud in Barasat ${++n}`,
  excerpt: "Turmeric and conch shells.",
  body: "## The morning\n\nEveryone laughs.",
  categoryId,
  author: "Mitali Sen",
  status: "published",
  ...over,
});
const createPost = async (over: Record<string, unknown>) => {
  const r = await call("POST", "/api/admin/content/posts", post(over));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.post as { id: number; slug: string };
};
const story = (over: Record<string, unknown> = {}) => ({
  coupleNames: `Rupa & Arindam ${++n}`,
  location: "Siliguri",
  marriedOn: "2025-02-14",
  story: "We met through the site.",
  quote: "Thank you.",
  published: true,
  sortOrder: 0,
  ...over,
});

/** The picture's row, its three files and its public address: all there, or all gone. */
async function state(id: string): Promise<"kept" | "gone"> {
  const rows = await t.db.select({ id: schema.contentImages.id }).from(schema.contentImages).where(eq(schema.contentImages.id, id));
  const files = t.mediaFiles().filter((f) => f.includes(id));
  const answers = await Promise.all(
    [`/api/content-images/${id}`, `/api/content-images/${id}/medium`, `/api/content-images/${id}/thumb`].map(
      async (url) => (await t.app.inject({ url })).statusCode,
    ),
  );
  if (rows.length === 1 && files.length === 3 && answers.every((s) => s === 200)) return "kept";
  if (rows.length === 0 && files.length === 0 && answers.every((s) => s === 404)) return "gone";
  throw new Error(`picture ${id} half there: rows ${rows.length}, files ${files.length}, answers ${answers.join(" ")}`);
}

describe("content pictures nothing names", () => {
  it("go once older than the grace period; young ones and those a cover, a body, a Bengali body, a draft or a story names stay", async () => {
    const unused = await upload();
    const cover = await upload();
    const inBody = await upload();
    const inBodyBn = await upload();
    const inDraft = await upload();
    const scheduled = await upload();
    const storyCover = await upload();
    await createPost({ imageId: cover });
    await createPost({ body: `Before.\n\n![The mandap](/api/content-images/${inBody}/medium)\n\nAfter.` });
    await createPost({ body: "English only.", bodyBn: `ছবি:\n\n![](/api/content-images/${inBodyBn})` });
    // A draft, naming it by an absolute address in capitals.
    await createPost({ status: "draft", body: `![](https://shubhobibaho.in/api/content-images/${inDraft.toUpperCase()}/thumb)` });
    await createPost({ status: "scheduled", publishAt: new Date(t.clock.now().getTime() + 48 * HOUR).toISOString(), imageId: scheduled });
    expect((await call("POST", "/api/admin/content/stories", story({ imageId: storyCover, published: false }))).status).toBe(200);
    const named = [cover, inBody, inBodyBn, inDraft, scheduled, storyCover];
    for (const id of [unused, ...named]) await age(id, UNUSED_PICTURE_GRACE_MS + HOUR);
    const young = await upload();
    await age(young, UNUSED_PICTURE_GRACE_MS - HOUR);

    expect(await sweep()).toEqual({ removed: 1 });
    expect(await state(unused)).toBe("gone");
    for (const id of [young, ...named]) expect(await state(id), id).toBe("kept");

    // Again: nothing more to do.
    expect(await sweep()).toEqual({ removed: 0 });
    for (const id of [young, ...named]) expect(await state(id), id).toBe("kept");

    // The young one's editor never saved it: it goes once it is old enough.
    await age(young, UNUSED_PICTURE_GRACE_MS + 1);
    expect(await sweep()).toEqual({ removed: 1 });
    expect(await state(young)).toBe("gone");
    for (const id of named) expect(await state(id), id).toBe("kept");
  });

  it("runs as the hourly job with a day's grace, reporting how many went", async () => {
    const job = jobs.find((j) => j.name === "content-images-sweep");
    expect(job?.everyMs).toBe(HOUR);
    const deps = { contentImages: t.app.services.contentImages } as Pick<JobDeps, "contentImages"> as JobDeps;
    const id = await upload();
    await age(id, 23 * HOUR);
    expect(await job!.run(deps)).toEqual({ removed: 0 });
    expect(await state(id)).toBe("kept");
    await age(id, 25 * HOUR);
    expect(await job!.run(deps)).toEqual({ removed: 1 });
    expect(await state(id)).toBe("gone");
  });

  it("a post saved naming a picture while the sweep runs keeps it, or is refused when the sweep took it first", async () => {
    const existing = await createPost({});
    for (let i = 0; i < 12; i++) {
      const id = await upload();
      await age(id, UNUSED_PICTURE_GRACE_MS + HOUR);
      const inBody = i % 2 === 0;
      const names = inBody ? { body: `![](/api/content-images/${id})` } : { imageId: id };
      // A new post, or an existing one edited to show the picture.
      const save = () =>
        i % 4 < 2
          ? call("POST", "/api/admin/content/posts", post(names))
          : call("PUT", `/api/admin/content/posts/${existing.id}`, post({ ...names, slug: existing.slug }));
      // Two sweeps, as from two processes, and the save: the sweeps start with it or a little later, by run.
      const delays = [-1, 0, 1, 2, 3, 5];
      const later = (ms: number) => (ms < 0 ? sweep() : new Promise((r) => setTimeout(r, ms)).then(sweep));
      const [saved] = await Promise.all([save(), later(delays[i % 6]), later(delays[(i * 5) % 6])]);
      if (saved.status === 200) {
        expect(await state(id), `run ${i}`).toBe("kept");
        const p = saved.body.data.post;
        expect(inBody ? p.body : p.imageId).toContain(id);
      } else {
        expect(saved.status, JSON.stringify(saved.body)).toBe(400);
        expect(saved.body.errors).toEqual([{ field: inBody ? "body" : "imageId", message: "Unknown picture" }]);
        expect(await state(id), `run ${i}`).toBe("gone");
      }
      // Whatever the order, the sweep run afterwards leaves a saved post's picture alone.
      await sweep();
      if (saved.status === 200) expect(await state(id)).toBe("kept");
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "a save still in its transaction holds its pictures: the sweep passes them by and never waits for it",
    async () => {
      const id = await upload();
      await age(id, UNUSED_PICTURE_GRACE_MS + HOUR);
      const [{ id: otherCategory }] = await t.db.select({ id: schema.blogCategories.id }).from(schema.blogCategories).limit(1);
      await t.db.transaction(async (tx) => {
        await t.app.services.contentImages.hold(tx, { imageId: null, texts: { body: `![](/api/content-images/${id})` } });
        // The sweep, on another connection, while this save has not yet written or committed.
        expect(await sweep()).toEqual({ removed: 0 });
        await tx.insert(schema.blogPosts).values({
          slug: `held-${id}`,
          title: "Held",
          excerpt: "Held.",
          body: `![](/api/content-images/${id})`,
          categoryId: otherCategory,
          author: "Mitali Sen",
          imageUrl: "/images/blog/newspaper.svg",
          imageAlt: "Held",
        });
        expect(await sweep()).toEqual({ removed: 0 });
      });
      expect(await sweep()).toEqual({ removed: 0 });
      expect(await state(id)).toBe("kept");
    },
  );

  it("a save naming a picture the sweep already took is refused on that field; one the post already named does not block it", async () => {
    const id = await upload();
    await age(id, UNUSED_PICTURE_GRACE_MS + HOUR);
    expect(await sweep()).toEqual({ removed: 1 });
    for (const [over, field] of [
      [{ imageId: id }, "imageId"],
      [{ body: `![](/api/content-images/${id}/medium)` }, "body"],
      [{ bodyBn: `![](/api/content-images/${id})` }, "bodyBn"],
    ] as const) {
      const r = await call("POST", "/api/admin/content/posts", post(over));
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([{ field, message: "Unknown picture" }]);
    }
    // A post that already named a picture since gone (written before these rules) can still be edited.
    const p = await createPost({});
    await t.db
      .update(schema.blogPosts)
      .set({ body: `![](/api/content-images/${id})` })
      .where(eq(schema.blogPosts.id, p.id));
    const edited = await call(
      "PUT",
      `/api/admin/content/posts/${p.id}`,
      post({ slug: p.slug, title: "Edited", body: `![](/api/content-images/${id})` }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  });
});

describe("content pictures on replace and delete", () => {
  it("a picture another post, or the same post's body, still names stays; one nothing names any more goes at once", async () => {
    const shared = await upload();
    const bodyOnly = await upload();
    const both = await upload();
    const a = await createPost({ imageId: both, body: `![](/api/content-images/${both})\n\n![](/api/content-images/${bodyOnly})` });
    const b = await createPost({ imageId: shared });
    const c = await createPost({ body: `![](/api/content-images/${shared}/thumb)` });

    // The cover changes but the body still shows it; the body drops the other picture.
    const replaced = await call(
      "PUT",
      `/api/admin/content/posts/${a.id}`,
      post({ slug: a.slug, body: `![](/api/content-images/${both})` }),
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(await state(both)).toBe("kept");
    expect(await state(bodyOnly)).toBe("gone");

    // Deleting one post that names a picture another post's body shows keeps it; deleting the last one removes it.
    expect((await call("DELETE", `/api/admin/content/posts/${b.id}`)).status).toBe(200);
    expect(await state(shared)).toBe("kept");
    expect((await call("DELETE", `/api/admin/content/posts/${c.id}`)).status).toBe(200);
    expect(await state(shared)).toBe("gone");
    expect((await call("DELETE", `/api/admin/content/posts/${a.id}`)).status).toBe(200);
    expect(await state(both)).toBe("gone");

    // A story's cover: kept while a post's body names it, then gone with the last.
    const pic = await upload();
    const s = await call("POST", "/api/admin/content/stories", story({ imageId: pic }));
    const d = await createPost({ bodyBn: `![](/api/content-images/${pic})` });
    expect((await call("DELETE", `/api/admin/content/stories/${s.body.data.story.id}`)).status).toBe(200);
    expect(await state(pic)).toBe("kept");
    expect((await call("DELETE", `/api/admin/content/posts/${d.id}`)).status).toBe(200);
    expect(await state(pic)).toBe("gone");
  });
});
