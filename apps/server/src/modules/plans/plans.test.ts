import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPlan } from "@app/contract";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const plans = async (query = "") => (await t.app.inject({ url: `/api/plans${query}` })).json().data as TPlan[];

describe("GET /api/plans", () => {
  it("serves the published figures with badges and what a payment grants", async () => {
    const all = await plans("?catalog=main");
    const byName = (n: string) => all.find((p) => p.name === n);
    expect(byName("Text AD Basic Plus")).toMatchObject({
      id: 7,
      price: 3000,
      type: "text",
      proposalPoints: 10,
      freeCcp: 10,
      telecallerCalls: 0,
      gstIncluded: true,
      payable: 3000,
    });
    expect(byName("Video Standard")).toMatchObject({
      id: 2,
      price: 7000,
      popular: true,
      badge: "Most Popular",
      freeCcp: 0,
      telecallerCalls: 10,
    });
    expect(byName("Video Premium")).toMatchObject({ id: 3, price: 10000, freeCcp: 0, telecallerCalls: 15 });
    expect(byName("100 Proposals")).toMatchObject({ id: 6, price: 2000, popular: true, type: "proposal" });
    expect(all.every((p) => p.catalog === "main")).toBe(true);
  });

  it("lists the video profile fees (GST extra) as their own catalog", async () => {
    const fees = await plans("?catalog=video_profile");
    expect(fees.map((p) => [p.name, p.nameBn, p.price, p.gstIncluded, p.payable])).toEqual([
      ["Silver", "সিলভার", 2199, false, 2594.82],
      ["Gold", "গোল্ড", 5698, false, 6723.64],
      ["Diamond", "ডায়মন্ড", 8198, false, 9673.64],
    ]);
  });

  it("filters by type and keeps the display order", async () => {
    const video = await plans("?catalog=main&type=video");
    expect(video.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    const everything = await plans();
    // Every catalog: main, the three video profile fees and the free trial offer.
    expect(everything.length).toBe((await plans("?catalog=main")).length + 4);
    expect((await plans("?catalog=offer")).map((p) => [p.name, p.price])).toEqual([["10 Days Trial", 0]]);
  });

  it("rejects an unknown catalog or type", async () => {
    for (const q of ["?catalog=gold", "?type=audio"]) {
      const res = await t.app.inject({ url: `/api/plans${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: "validation_failed" });
    }
  });
});
