import { sql } from "drizzle-orm";
import { rawRows, schema } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { makeAd } from "../modules/profiles/test-factory.ts";
import { refreshPlanChanges } from "./plan-changes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const memberType = async (userId: number) =>
  (
    await rawRows<{ type: string; top: boolean }>(t.db, sql`select member_type as type, top_zone as top from ads where user_id = ${userId}`)
  )[0];

describe("plan start and end refresh the search projection", () => {
  it("an ad loses its paid placement once its plan ends, and gains it when a future plan starts", async () => {
    const ending = await makeAd(t.db);
    const starting = await makeAd(t.db);
    const soon = new Date(Date.now() + 1500);
    await t.db.insert(schema.memberPlans).values([
      { userId: ending.userId, planId: 2, startsAt: new Date("2026-01-01T00:00:00Z"), endsAt: soon },
      { userId: starting.userId, planId: 2, startsAt: soon },
    ]);
    expect(await memberType(ending.userId)).toEqual({ type: "PREMIUM", top: true });
    expect(await memberType(starting.userId)).toEqual({ type: "QUICK", top: false });

    const since = new Date();
    await new Promise((r) => setTimeout(r, 1700));
    expect(await refreshPlanChanges(t.db, since)).toBe(2);
    expect(await memberType(ending.userId)).toEqual({ type: "QUICK", top: false });
    expect(await memberType(starting.userId)).toEqual({ type: "PREMIUM", top: true });
    // A later pass has nothing new to do.
    expect(await refreshPlanChanges(t.db, new Date())).toBe(0);
  });
});
