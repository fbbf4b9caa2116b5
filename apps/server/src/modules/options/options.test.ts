import { eq } from "drizzle-orm";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { demoMembers, schema } from "@app/db";
import { defaultOptions, withBengali } from "@app/contract";
import { optionsEtag } from "@app/contract/options-etag";
import { validateRegistration } from "../../lib/ad-validation.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/options", () => {
  it("is compressed for a client that accepts it (Brotli first, else gzip), plain otherwise", async () => {
    const plain = await t.app.inject({ url: "/api/options" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await t.app.inject({ url: "/api/options", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await t.app.inject({ url: "/api/options", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it("serves the seeded option lists with their nested lists", async () => {
    const res = await t.app.inject({ url: "/api/options" });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.genders.map((g: { value: string }) => g.value)).toEqual(["Male", "Female"]);
    expect(d.religions.map((r: { label: string }) => r.label)).toEqual(["Hindu", "Muslim", "Christian", "Buddhism", "Other"]);
    const hindu = d.religions[0];
    expect(hindu.communities.map((c: { value: string }) => c.value)).toEqual(
      expect.arrayContaining(["Brahmin", "Kayastha", "Baidya", "Mahishya", "Sadgop", "Namasudra"]),
    );
    expect(hindu.communities[0].castes.length).toBeGreaterThan(0);
    expect(d.professions[0].details[0].label).toBe("Do Not Want To Disclose");
    const master = d.qualificationLevels.find((q: { value: string }) => q.value === "Master Degree");
    expect(master.categories.map((c: { label: string }) => c.label)).toEqual([
      "Arts-Science-Commerce",
      "Engineer",
      "Legal",
      "Management",
      "Medical",
      "Other",
    ]);
    expect(d.filters.education.map((e: { label: string }) => e.label)).toContain("B.Com");
    expect(d.states).toHaveLength(28);
  });

  it("the demo members fit the option lists", async () => {
    const o = (await t.app.inject({ url: "/api/options" })).json().data;
    for (const m of demoMembers()) {
      const errors = validateRegistration({ ...m, otp: "000000", consent: true } as never, o, "2026-11-22");
      expect(errors, m.name).toEqual([]);
    }
  });
});

describe("GET /api/options answers 304 to a page that holds the current lists", () => {
  // The web bundle's built-in copy: the tag the web build gives it (default-options-plugin.ts).
  const builtIn = optionsEtag(withBengali(defaultOptions));

  it("the seeded lists carry the built-in copy's tag, and naming it gets 304 with no body", async () => {
    const full = await t.app.inject({ url: "/api/options" });
    expect(full.statusCode).toBe(200);
    expect(full.headers.etag).toBe(builtIn);
    for (const header of [builtIn, `W/${builtIn}`, `"o-older", ${builtIn}`, "*"]) {
      const res = await t.app.inject({ url: "/api/options", headers: { "if-none-match": header } });
      expect(res.statusCode, header).toBe(304);
      expect(res.body).toBe("");
      expect(res.headers.etag).toBe(builtIn);
    }
    const other = await t.app.inject({ url: "/api/options", headers: { "if-none-match": '"o-older"' } });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(full.json());
  });

  it("lists an admin changed carry another tag: the built-in copy's tag gets the whole new lists", async () => {
    const before = (await t.app.inject({ url: "/api/options" })).json().data;
    const motherTongues = [...before.motherTongues, { value: "Sylheti", label: "Sylheti", bn: "সিলেটি" }];
    const stored = eq(schema.optionLists.key, "motherTongues");
    const [row] = await t.db.select().from(schema.optionLists).where(stored);
    await t.db.update(schema.optionLists).set({ data: motherTongues }).where(stored);
    t.app.services.options.invalidate();
    try {
      const res = await t.app.inject({ url: "/api/options", headers: { "if-none-match": builtIn } });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).not.toBe(builtIn);
      expect(res.json().data.motherTongues.map((m: { value: string }) => m.value)).toContain("Sylheti");
      const again = await t.app.inject({ url: "/api/options", headers: { "if-none-match": res.headers.etag as string } });
      expect(again.statusCode).toBe(304);
    } finally {
      await t.db.update(schema.optionLists).set({ data: row.data }).where(stored);
      t.app.services.options.invalidate();
    }
  });
});

describe("GET /api/health and /api/plans", () => {
  it("reports health", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "ok", uptime: expect.any(Number) });
  });

  it("serves the seeded plans with the published prices", async () => {
    const plans = (await t.app.inject({ url: "/api/plans" })).json().data as { id: number; name: string; price: number; type: string }[];
    const price = (id: number) => plans.find((p) => p.id === id)?.price;
    expect([price(1), price(2), price(3), price(5), price(6), price(7)]).toEqual([3500, 7000, 10000, 250, 2000, 3000]);
    expect(new Set(plans.map((p) => p.type))).toEqual(new Set(["text", "video", "proposal"]));
  });

  it("answers unknown API paths with a 404 envelope", async () => {
    const res = await t.app.inject({ url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: "not_found" });
  });

  it("serves the OpenAPI document", async () => {
    const res = await t.app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(["/api/auth/login", "/api/auth/register", "/api/users/me"]));
  });
});
