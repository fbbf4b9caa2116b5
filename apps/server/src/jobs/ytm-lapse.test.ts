import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerMember, type TestApp } from "../test/harness.ts";
import { makeAd } from "../modules/profiles/test-factory.ts";
import { runYtmLapse } from "../modules/dashboard/ytm-service.ts";

let t: TestApp;
const day = 86_400_000;
const start = new Date("2026-11-22T06:30:00Z");
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const listed = async (profileId: string) => {
  const res = await t.app.inject({ method: "GET", url: `/api/profile/ad-profiles?q=${profileId}` });
  return res.json().data.profiles.some((p: { profileId: string }) => p.profileId === profileId);
};
const statusOf = async (id: number) =>
  (await rawRows<{ s: string }>(t.db, sql`select account_status as s from users where id = ${id}`))[0].s;

beforeAll(async () => {
  t = await createTestApp({ now: start });
});
afterAll(() => t?.close());

describe("the 30-day YTM rule", () => {
  it("keeps an ad listed on day 29, takes it out on day 31, and a confirmation puts it back", async () => {
    t.clock.set(start);
    const m = await registerMember(t.app);
    const pid = m.user.profileId;
    const viewer = await registerMember(t.app);
    await t.app.inject({ method: "POST", url: `/api/profile/${pid}/ytm-request`, headers: auth(viewer.token) });

    t.clock.set(new Date(start.getTime() + 29 * day));
    await runYtmLapse(t.db, t.clock);
    expect(await statusOf(m.user.id)).toBe("active");
    expect(await listed(pid)).toBe(true);

    t.clock.set(new Date(start.getTime() + 31 * day));
    expect(await runYtmLapse(t.db, t.clock)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(m.user.id)).toBe("inactive");
    expect(await listed(pid)).toBe(false);
    const [audit] = await rawRows<{ actorType: string; details: { from: string; to: string } }>(
      t.db,
      sql`select actor_type as "actorType", details from audit_log where action = 'ytm_lapsed' and subject_id = ${String(m.user.id)}`,
    );
    expect(audit).toMatchObject({ actorType: "system", details: { from: "active", to: "inactive" } });

    // After 31 days the old session has expired: the member signs in again.
    const token = await t.app.services.sessions.create(t.db, "member", m.user.id);
    const before = (await t.app.inject({ method: "GET", url: "/api/dashboard/ytm", headers: auth(token) })).json().data;
    expect(before).toMatchObject({ lapsed: true, inCirculation: false, daysLeft: 0 });
    expect(before.requests).toHaveLength(1);
    expect(before.requests[0]).toMatchObject({ requesterAdId: viewer.user.profileId, answeredAt: null });

    const res = await t.app.inject({ method: "POST", url: "/api/dashboard/ytm/confirm", headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Thank you! Your ad is back in circulation.");
    const after = res.json().data;
    expect(after).toMatchObject({ lapsed: false, inCirculation: true, daysLeft: 30 });
    expect(after.requests[0].answeredAt).not.toBeNull();
    expect(await statusOf(m.user.id)).toBe("active");
    expect(await listed(pid)).toBe(true);
    const [ad] = await rawRows<{ on: string }>(t.db, sql`select ytm_verified_on::text as on from ads where user_id = ${m.user.id}`);
    expect(ad.on).toBe("2026-12-23");
    // The next run leaves the confirmed member alone.
    await runYtmLapse(t.db, t.clock);
    expect(await statusOf(m.user.id)).toBe("active");
  });

  it("does not restore a member an admin suspended, and leaves demo ads and other statuses alone", async () => {
    t.clock.set(start);
    const old = new Date(start.getTime() - 40 * day);
    const suspended = await makeAd(t.db, { accountStatus: "suspended", lastActiveAt: old });
    const demo = await makeAd(t.db, { isDemo: true, lastActiveAt: old });
    const temp = await makeAd(t.db, { accountStatus: "temporary_active", lastActiveAt: old });
    await runYtmLapse(t.db, t.clock);
    expect(await statusOf(suspended.userId)).toBe("suspended");
    expect(await statusOf(demo.userId)).toBe("active");
    expect(await statusOf(temp.userId)).toBe("inactive");
    const [lapse] = await rawRows<{ p: string }>(t.db, sql`select previous_status as p from ytm_lapses where user_id = ${temp.userId}`);
    expect(lapse.p).toBe("temporary_active");
  });

  it("two runs at once process each member once", async () => {
    t.clock.set(start);
    const old = new Date(start.getTime() - 35 * day);
    const members = [];
    for (let i = 0; i < 12; i++) members.push(await makeAd(t.db, { lastActiveAt: old }));
    const [a, b] = await Promise.all([runYtmLapse(t.db, t.clock, 5), runYtmLapse(t.db, t.clock, 5)]);
    expect(a + b).toBe(12);
    const ids = members.map((m) => m.userId);
    const [{ n }] = await rawRows<{ n: number | string }>(
      t.db,
      sql`select count(*) as n from audit_log where action = 'ytm_lapsed' and subject_id = any(${`{${ids.join(",")}}`}::text[])`,
    );
    expect(Number(n)).toBe(12);
    expect(await runYtmLapse(t.db, t.clock)).toBe(0);
  });

  it("a member cannot see or answer another member's YTM requests", async () => {
    const a = await registerMember(t.app);
    const b = await registerMember(t.app);
    await t.app.inject({ method: "POST", url: `/api/profile/${a.user.profileId}/ytm-request`, headers: auth(b.token) });
    const bView = (await t.app.inject({ method: "GET", url: "/api/dashboard/ytm", headers: auth(b.token) })).json().data;
    expect(bView.requests).toEqual([]);
    await t.app.inject({ method: "POST", url: "/api/dashboard/ytm/confirm", headers: auth(b.token) });
    const aView = (await t.app.inject({ method: "GET", url: "/api/dashboard/ytm", headers: auth(a.token) })).json().data;
    expect(aView.requests).toHaveLength(1);
    expect(aView.requests[0].answeredAt).toBeNull();
  });
});
