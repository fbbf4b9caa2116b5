import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { makeAd } from "../profiles/test-factory.ts";
import { ledgerMismatches } from "../proposals/test-helpers.ts";
import { bonuses, grantBonus, spend } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("points ledger", () => {
  it("grants each one-time bonus once, even when asked concurrently", async () => {
    const { userId } = await makeAd(t.db);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.db.transaction((tx) => grantBonus(tx, userId, (["pictures", "kyc"] as const)[i % 2]))),
    );
    expect(results.filter(Boolean)).toHaveLength(2);
    const [u] = await rawRows<{ points: number }>(t.db, sql`select proposal_points as points from users where id = ${userId}`);
    expect(u.points).toBe(bonuses.pictures.amount + bonuses.kyc.amount);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("never spends below zero and records every spend", async () => {
    const { userId } = await makeAd(t.db);
    await t.db.transaction((tx) => grantBonus(tx, userId, "signupCcp"));
    const spent = await Promise.all(Array.from({ length: 15 }, () => t.db.transaction((tx) => spend(tx, userId, "ccp", 1, "test"))));
    expect(spent.filter((b) => b !== null)).toHaveLength(10);
    const [u] = await rawRows<{ ccp: number }>(t.db, sql`select ccp from users where id = ${userId}`);
    expect(u.ccp).toBe(0);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
