import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { bearer, ledgerMismatches, member, setBalance } from "./test-helpers.ts";

// Runs on PostgreSQL with a real pool of 10 connections (TEST_DATABASE_URL; vitest.config.ts leaves it out of the
// PGlite run, where one query runs at a time and nothing races).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const sendTo = (token: string, to: string) =>
  t.app.inject({ method: "POST", url: "/api/v1/proposals/send", headers: bearer(token), payload: { proposedUserId: to } });

describe("points and limits under concurrency", () => {
  it("100 concurrent sends from a member with 1 point: exactly 1 succeeds and the balance ends at 0", async () => {
    const a = await member(t);
    const receivers = await Promise.all(Array.from({ length: 4 }, () => member(t, { gender: "Female" })));
    await setBalance(t.db, a.userId, "proposal", 1);
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => sendTo(a.token, receivers[i % 4].profileId)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(new Set(codes.filter((c) => c !== 201))).toEqual(new Set([409]));
    const [u] = await rawRows<{ points: number; sent: number; proposals: number }>(
      t.db,
      sql`select proposal_points as points, (select sent from proposal_quota where user_id = ${a.userId}) as sent,
                 (select count(*)::int from proposals where sender_id = ${a.userId}) as proposals from users where id = ${a.userId}`,
    );
    expect(u).toEqual({ points: 0, sent: 1, proposals: 1 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("50 concurrent sends to 50 receivers with 100 points: exactly 20 this month, more next month", async () => {
    const a = await member(t);
    const receivers = await Promise.all(Array.from({ length: 51 }, () => member(t, { gender: "Female" })));
    await setBalance(t.db, a.userId, "proposal", 100);
    const results = await Promise.all(receivers.slice(0, 50).map((r) => sendTo(a.token, r.profileId)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(30);
    const limited = results.find((r) => r.statusCode === 429)!;
    expect(limited.json()).toMatchObject({
      code: "limit_reached",
      message: "You can send at most 20 proposals a month. You can send more from the 1st of next month.",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const points = (await t.app.inject({ method: "GET", url: "/api/points", headers: bearer(a.token) })).json().data;
    expect(points).toMatchObject({ proposalPoints: 80, sentThisMonth: 20, monthlyLimit: 20 });
    expect(await ledgerMismatches(t.db)).toEqual([]);

    // The clock moves into the next India month (1 Dec 00:05 IST): sending works again.
    const saved = t.clock.now();
    t.clock.set(new Date("2026-11-30T18:35:00Z"));
    try {
      const next = await sendTo(a.token, receivers[50].profileId);
      expect(next.statusCode).toBe(201);
      expect(next.json().data).toMatchObject({ sentThisMonth: 1, proposalPoints: 79 });
    } finally {
      t.clock.set(saved);
    }
  });

  it("20 concurrent contact views of 20 ads with 5 CCP: exactly 5 succeed", async () => {
    const a = await member(t);
    const ads = await Promise.all(Array.from({ length: 20 }, () => member(t, { gender: "Female" })));
    await setBalance(t.db, a.userId, "ccp", 5);
    const results = await Promise.all(
      ads.map((ad) => t.app.inject({ method: "POST", url: `/api/profiles/${ad.profileId}/contact`, headers: bearer(a.token) })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    const [u] = await rawRows<{ ccp: number; views: number }>(
      t.db,
      sql`select ccp, (select count(*)::int from contact_views where viewer_id = ${a.userId}) as views from users where id = ${a.userId}`,
    );
    expect(u).toEqual({ ccp: 0, views: 5 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("the same concurrent view of one ad spends 1 CCP once", async () => {
    const a = await member(t);
    const ad = await member(t, { gender: "Female" });
    await setBalance(t.db, a.userId, "ccp", 3);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: "POST", url: `/api/profiles/${ad.profileId}/contact`, headers: bearer(a.token) }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().data.ccpSpent)).toHaveLength(1);
    const [u] = await rawRows<{ ccp: number }>(t.db, sql`select ccp from users where id = ${a.userId}`);
    expect(u.ccp).toBe(2);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
