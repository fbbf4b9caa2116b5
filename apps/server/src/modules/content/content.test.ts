import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema, successStorySeed } from "@app/db";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/success-stories", () => {
  it("serves the published stories in order", async () => {
    const res = await t.app.inject({ url: "/api/success-stories" });
    expect(res.statusCode).toBe(200);
    const stories = res.json().data.stories;
    expect(stories.map((s: { coupleNames: string }) => s.coupleNames)).toEqual(successStorySeed.map((s) => s.coupleNames));
    expect(stories[0]).toMatchObject({
      image: expect.stringMatching(/^\/images\//),
      imageAlt: expect.any(String),
      marriedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });
});

describe("GET /api/notices", () => {
  it("lists current notices newest first, leaving out expired and future ones", async () => {
    const now = t.clock.now().getTime();
    await t.db.insert(schema.notices).values([
      {
        kind: "notice",
        title: "Expired maintenance window",
        body: "x",
        publishedAt: new Date(now - 5 * 86_400_000),
        expiresAt: new Date(now - 86_400_000),
      },
      { kind: "news", title: "Tomorrow's news", body: "x", publishedAt: new Date(now + 86_400_000) },
      { kind: "notice", title: "Fresh notice", body: "x", publishedAt: new Date(now - 60_000), expiresAt: new Date(now + 86_400_000) },
    ]);
    const res = await t.app.inject({ url: "/api/notices?limit=10" });
    expect(res.statusCode).toBe(200);
    const titles = res.json().data.notices.map((n: { title: string }) => n.title);
    expect(titles[0]).toBe("Fresh notice");
    expect(titles).not.toContain("Expired maintenance window");
    expect(titles).not.toContain("Tomorrow's news");
    expect(titles).toContain("Video profiles are now live");
    expect((await t.app.inject({ url: "/api/notices?limit=1" })).json().data.notices).toHaveLength(1);
  });

  it("rejects a bad limit", async () => {
    const res = await t.app.inject({ url: "/api/notices?limit=99" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "validation_failed", errors: [{ field: "limit" }] });
  });
});
