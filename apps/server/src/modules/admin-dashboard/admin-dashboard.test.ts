import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { member } from "../proposals/test-helpers.ts";
import { payAtGateway, startCheckout, verify } from "../payments/test-helpers.ts";
import { expectGuarded, principals } from "../admin-payments/test-helpers.ts";

let t: TestApp;
let p: Awaited<ReturnType<typeof principals>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await principals(t);
});
afterAll(() => t?.close());

const dashboard = async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: p.moderator });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe("admin dashboard", () => {
  it("401 without a token, 403 for members and RRs", async () => {
    expect(await expectGuarded(t, p, [["GET", "/api/admin/dashboard"]])).toEqual([]);
  });

  it("30 India days of registrations, payments and revenue (refunds left out) and proposals; ads, members and pending counts", async () => {
    const before = await dashboard();
    expect(before.days).toHaveLength(30);
    expect(before.days[29].date).toBe("2026-11-22");
    expect(before.days[0].date).toBe("2026-10-24");
    const m = await member(t);
    const other = await member(t, { gender: "Female" });
    // The test clock is fixed; the database's now() is not.
    await t.db.execute(sql`update users set created_at = timestamptz '2026-11-22 10:00:00+05:30' where id = ${m.userId}`);
    // 23:59 India time on the 21st belongs to the 21st.
    await t.db.execute(sql`update users set created_at = timestamptz '2026-11-21 23:59:00+05:30' where id = ${other.userId}`);
    await t.db.execute(sql`insert into proposals (sender_id, receiver_id, created_at) values (${m.userId}, ${other.userId}, now())`);
    await t.db.execute(sql`update proposals set created_at = timestamptz '2026-11-22 09:00:00+05:30' where sender_id = ${m.userId}`);
    const { orderId } = await startCheckout(t, m.token, 7, 3000);
    const { payment: _p, ...body } = await payAtGateway(t, orderId);
    expect((await verify(t, m.token, body)).statusCode).toBe(200);
    const after = await dashboard();
    const today = (d: typeof after) => d.days[29];
    expect(today(after).registrations - today(before).registrations).toBe(1);
    expect(after.days[28].registrations - before.days[28].registrations).toBe(1);
    expect(today(after).payments - today(before).payments).toBe(1);
    expect(today(after).revenuePaise - today(before).revenuePaise).toBe(300000);
    expect(today(after).proposals - today(before).proposals).toBe(1);
    expect(after.activeAds - before.activeAds).toBe(2);
    expect(after.members - before.members).toBe(2);
    expect(Object.keys(after.pending).sort()).toEqual(["ads", "cheques", "edits", "kyc", "photos", "reports", "videos"]);
  });

  it("leaves demo members out of both the registrations and the active ads", async () => {
    const before = await dashboard();
    const real = await member(t);
    const demo = await member(t);
    for (const m of [real, demo])
      await t.db.execute(sql`update users set created_at = timestamptz '2026-11-22 11:00:00+05:30' where id = ${m.userId}`);
    await t.db.execute(sql`update users set is_demo = true where id = ${demo.userId}`);
    const after = await dashboard();
    expect(after.days[29].registrations - before.days[29].registrations).toBe(1);
    expect(after.activeAds - before.activeAds).toBe(1);
  });
});
