import { eq, sql } from "drizzle-orm";
import { rawRows, schema } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { makeAd, setStatus } from "./test-factory.ts";

// Name search walks the name keys of migration 0036 in browse order: these tests hold the keys to the
// ads they copy (renames, activity, plans, leaving and rejoining circulation) and the order to browse's.
type Ad = Awaited<ReturnType<typeof makeAd>>;
let t: TestApp;
const ads: Record<string, Ad> = {};
const minute = (n: number) => new Date(Date.UTC(2026, 9, 1) + n * 60_000);

const search = async (query: string) => {
  const res = await t.app.inject({ method: "GET", url: `/api/profile/ad-profiles?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { profiles: { profileId: string }[]; total: number };
  return { order: data.profiles.map((p) => p.profileId), total: data.total };
};
const order = async (query: string) => (await search(query)).order;
const of = (...keys: string[]) => keys.map((k) => ads[k].profileId);

/** The keys the table holds, and the keys the ads' names and order columns give now: they must be equal. */
async function keysDrift() {
  const [drift] = await rawRows<{ missing: number; extra: number }>(
    t.db,
    sql`
    with want as (select k.* from ads a cross join lateral ad_name_keys_of(a) k)
    select (select count(*)::int from (select * from want except all select * from ad_name_keys) x) as missing,
           (select count(*)::int from (select * from ad_name_keys except all select * from want) x) as extra`,
  );
  return drift;
}

beforeAll(async () => {
  t = await createTestApp();
  ads.sen = await makeAd(t.db, { gender: "Female", name: "Priya Sen", lastActiveAt: minute(10) });
  ads.das = await makeAd(t.db, { gender: "Female", name: "Priya Das", lastActiveAt: minute(30) });
  ads.top = await makeAd(t.db, { gender: "Female", name: "Priyanka Sen", lastActiveAt: minute(5), planId: 2 });
  ads.groom = await makeAd(t.db, { gender: "Male", name: "Rahul Sen", lastActiveAt: minute(20) });
  ads.other = await makeAd(t.db, { gender: "Female", name: "Moumita Roy", lastActiveAt: minute(40) });
});
afterAll(() => t?.close());

describe("name search in browse order", () => {
  it("lists the ads whose name has a word starting so: top zone first, then the most recently active", async () => {
    expect(await order("q=priya")).toEqual(of("top", "das", "sen"));
    expect(await order("q=sen")).toEqual(of("top", "groom", "sen"));
    expect(await order("q=priya sen")).toEqual(of("top", "sen"));
    expect(await order("q=sen pri")).toEqual(of("top", "sen"));
    expect(await search("q=priya")).toMatchObject({ total: 3 });
  });

  it("narrows by gender and other filters as it walks", async () => {
    expect(await order("q=sen&gender=groom")).toEqual(of("groom"));
    expect(await order("q=sen&gender=bride")).toEqual(of("top", "sen"));
    expect(await order("q=priya&gender=groom")).toEqual([]);
    expect(await order("q=priya&memberType=QUICK")).toEqual(of("das", "sen"));
  });

  it("pages through the matches in order, each once", async () => {
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(...(await order(`q=priya&limit=1&page=${page}`)));
    expect(pages).toEqual(of("top", "das", "sen"));
    expect(await search("q=priya&limit=1&page=2")).toMatchObject({ total: 3 });
  });

  it("follows a member who becomes active, renames the ad, leaves circulation and comes back", async () => {
    await t.db
      .update(schema.users)
      .set({ lastActiveAt: minute(50) })
      .where(eq(schema.users.id, ads.sen.userId));
    expect(await order("q=priya")).toEqual(of("top", "sen", "das"));

    await t.db.update(schema.users).set({ name: "Priti Sen" }).where(eq(schema.users.id, ads.das.userId));
    expect(await order("q=priya")).toEqual(of("top", "sen"));
    expect(await order("q=priti")).toEqual(of("das"));
    expect(await order("q=pri sen")).toEqual(of("top", "sen", "das"));

    await setStatus(t.db, ads.sen.userId, "suspended");
    expect(await order("q=priya")).toEqual(of("top"));
    await setStatus(t.db, ads.sen.userId, "active");
    expect(await order("q=priya")).toEqual(of("top", "sen"));
    expect(await keysDrift()).toEqual({ missing: 0, extra: 0 });
  });

  it("leaves the top zone with the plan that gave it", async () => {
    await t.db.delete(schema.memberPlans).where(eq(schema.memberPlans.userId, ads.top.userId));
    expect(await order("q=priya")).toEqual(of("sen", "top"));
    expect(await keysDrift()).toEqual({ missing: 0, extra: 0 });
  });
});
