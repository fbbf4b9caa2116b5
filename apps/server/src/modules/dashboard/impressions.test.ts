import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { makeAd } from "../profiles/test-factory.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const shown = (id: number) =>
  rawRows<{ week: string; shown: number }>(
    t.db,
    sql`select week::text as week, shown from circulation_weekly where ad_user_id = ${id} order by week`,
  );

describe("browse impressions", () => {
  it("are counted in memory and written once per flush, by India week", async () => {
    const a = await makeAd(t.db);
    const b = await makeAd(t.db);
    const { impressions } = t.app.services;
    impressions.record([a.userId, b.userId]);
    impressions.record([a.userId, a.userId]);
    impressions.record([a.userId]);
    expect(await shown(a.userId)).toEqual([]);
    await impressions.flush();
    expect(await shown(a.userId)).toEqual([{ week: "2026-11-16", shown: 3 }]);
    expect(await shown(b.userId)).toEqual([{ week: "2026-11-16", shown: 1 }]);
    await impressions.flush();
    expect(await shown(a.userId)).toEqual([{ week: "2026-11-16", shown: 3 }]);

    const saved = t.clock.now();
    t.clock.advance(7 * 86_400_000);
    try {
      impressions.record([a.userId]);
      await impressions.flush();
    } finally {
      t.clock.set(saved);
    }
    expect(await shown(a.userId)).toEqual([
      { week: "2026-11-16", shown: 3 },
      { week: "2026-11-23", shown: 1 },
    ]);
  });
});
