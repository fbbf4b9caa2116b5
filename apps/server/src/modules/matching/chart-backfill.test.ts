import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRows, schema } from "@app/db";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { makeAd } from "../profiles/test-factory.ts";
import { chartColumns } from "./birth-chart-service.ts";
import { createChartBackfill } from "./chart-backfill.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const chartOf = async (userId: number) =>
  (
    await rawRows<{ moon_rashi: number | null; lagna: number | null; birth_place_id: string | null; ad_rashi: number | null }>(
      t.db,
      sql`select p.moon_rashi, p.lagna, p.birth_place_id, a.moon_rashi as ad_rashi from profiles p left join ads a on a.user_id = p.user_id
          where p.user_id = ${userId}`,
    )
  )[0];

describe("charting the ads posted before ads had birth data", () => {
  it("charts every ad without a chart, in batches, in profiles and in the search projection, then stops looking", async () => {
    // Written straight to the tables, as the ads of before: no chart.
    const old = [];
    for (let i = 0; i < 5; i++) old.push(await makeAd(t.db, { dateOfBirth: `199${i}-03-1${i}` }));
    const timed = await makeAd(t.db, { dateOfBirth: "1992-08-30" });
    await t.db
      .update(schema.profiles)
      .set({ birthTime: "14:20", birthPlaceId: "in-west-bengal-kolkata" })
      .where(eq(schema.profiles.userId, timed.userId));
    // A place that left the list: charted without it.
    const gone = await makeAd(t.db, { dateOfBirth: "1991-01-05" });
    await t.db
      .update(schema.profiles)
      .set({ birthTime: "09:00", birthPlaceId: "in-west-bengal-gone" })
      .where(eq(schema.profiles.userId, gone.userId));
    expect((await chartOf(timed.userId)).moon_rashi).toBeNull();

    const backfill = createChartBackfill({ db: t.db, charts: t.app.services.birthCharts, batch: 3 });
    const first = await backfill.run();
    expect(first.charted).toBeGreaterThanOrEqual(7);
    for (const [ad, i] of old.map((a, k) => [a, k] as const)) {
      const c = await chartOf(ad.userId);
      expect(c.moon_rashi).toBe(chartColumns(`199${i}-03-1${i}`, null, null).moonRashi);
      expect(c.ad_rashi).toBe(c.moon_rashi);
    }
    const kolkata = t.app.services.places().byId("in-west-bengal-kolkata")!;
    expect(await chartOf(timed.userId)).toMatchObject({ lagna: chartColumns("1992-08-30", "14:20", kolkata).lagna });
    expect(await chartOf(gone.userId)).toMatchObject({
      birth_place_id: null,
      lagna: null,
      moon_rashi: chartColumns("1991-01-05", "09:00", null).moonRashi,
    });

    const [{ left }] = await rawRows<{ left: number }>(t.db, sql`select count(*)::int as left from profiles where moon_rashi is null`);
    expect(left).toBe(0);
    expect(await backfill.run()).toEqual({ charted: 0 });
    // Nothing was left, so it no longer looks, even for a row written without a chart behind its back.
    const late = await makeAd(t.db);
    expect(await backfill.run()).toEqual({ charted: 0 });
    expect((await chartOf(late.userId)).moon_rashi).toBeNull();
  });
});
