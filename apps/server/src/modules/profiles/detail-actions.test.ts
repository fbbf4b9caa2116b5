import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { ZAdProfilesQuery } from "@app/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock, indiaToday } from "../../lib/clock.ts";
import { createMediaLinks } from "../media/links-service.ts";
import { createTestApp, registerMember, type TestApp } from "../../test/harness.ts";
import { watchStatements } from "../../test/watch-statements.ts";
import { createSearchService } from "./search-service.ts";
import { makeAd, setStatus } from "./test-factory.ts";

let t: TestApp;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const detail = (id: string, token?: string) =>
  t.app.inject({ method: "GET", url: `/api/profile/public/${id}`, headers: token ? auth(token) : {} });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("GET /api/profile/public/:id", () => {
  it("finds an ad by profile id (any case), never by internal member id, with every section", async () => {
    const ad = await makeAd(t.db, {
      gender: "Female",
      photos: 3,
      planId: 2,
      details: { family: "Father retired teacher", lookingFor: "A kind groom", heightInches: 63 },
    });
    expect((await detail(String(ad.userId))).statusCode).toBe(404);
    for (const id of [ad.profileId, ad.profileId.toLowerCase()]) {
      const res = await detail(id);
      expect(res.statusCode, id).toBe(200);
      const d = res.json().data;
      expect(d).toMatchObject({
        id: ad.profileId,
        memberType: "PREMIUM",
        adType: "video",
        verified: true,
        isOwn: false,
        favourite: false,
      });
      expect(d.images).toHaveLength(3);
      expect(Object.keys(d.details)).toEqual([
        "My Details",
        "Ethnicity",
        "Qualification",
        "Profession",
        "Personal Details",
        "About Myself",
        "Our Family",
        "Resident Of",
      ]);
      expect(d.details["Our Family"]).toBe("Father retired teacher");
      expect(d.details["My Details"]).toContain(`Height: 5'3"`);
      expect(d.expectations).toEqual({ "We Are Looking For": "A kind groom", "We May Go For": "Not added yet" });
      expect(d.videoUrl).toBeNull();
    }
  });

  it("answers 404 for unknown, suspended and private ads", async () => {
    const suspended = await makeAd(t.db, { accountStatus: "suspended" });
    const priv = await makeAd(t.db, { details: { visibility: "private" } });
    for (const id of ["G999999", "123456", suspended.profileId, String(priv.userId), "no-such"]) {
      const res = await detail(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: "not_found" });
    }
    await setStatus(t.db, suspended.userId, "active");
    expect((await detail(suspended.profileId)).statusCode).toBe(200);
  });

  it("counts a view at most once per viewer per day, and never the advertiser's own", async () => {
    const ad = await makeAd(t.db, {});
    const viewer = await registerMember(t.app, {});
    const views = async (token?: string) => (await detail(ad.profileId, token)).json().data.views;
    expect(await views(viewer.token)).toBe(1);
    expect(await views(viewer.token)).toBe(1);
    expect(await views()).toBe(2); // a visitor (by IP) is one more viewer
    expect(await views()).toBe(2);
    t.clock.advance(24 * 3600_000);
    expect(await views(viewer.token)).toBe(3);
    const owner = await registerMember(t.app, {});
    const own = (await detail(owner.user.profileId, owner.token)).json().data;
    expect(own).toMatchObject({ views: 0, isOwn: true });
  });
});

describe("POST /api/profile/:id/view", () => {
  const view = (id: string, token?: string, ip = "203.0.113.7") =>
    t.app.inject({ method: "POST", url: `/api/profile/${id}/view`, headers: token ? auth(token) : {}, remoteAddress: ip });

  it("counts the view of a page the server drew (whose render counted none) once per viewer per day, and answers the views", async () => {
    const ad = await makeAd(t.db, {});
    // The server's render of the ad's page, as a visitor: no view, whoever it was drawn for.
    const drawn = await t.app.services.details.detail(ad.profileId, { userId: null, ip: "203.0.113.7" }, { countView: false });
    expect(drawn.views).toBe(0);
    expect((await t.app.services.details.detail(ad.profileId, { userId: null, ip: "203.0.113.7" }, { countView: false })).views).toBe(0);
    const first = await view(ad.profileId.toLowerCase());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { profileId: ad.profileId, views: 1 } });
    // A reload, or the same visitor reading it through the API too, is the same viewer that day.
    expect((await view(ad.profileId)).json().data.views).toBe(1);
    const read = await t.app.inject({ method: "GET", url: `/api/profile/public/${ad.profileId}`, remoteAddress: "203.0.113.7" });
    expect(read.json().data.views).toBe(1);
    expect((await view(ad.profileId, undefined, "198.51.100.9")).json().data.views).toBe(2);
    const member = await registerMember(t.app, {});
    expect((await view(ad.profileId, member.token)).json().data.views).toBe(3);
    expect((await view(ad.profileId, member.token, "198.51.100.10")).json().data.views).toBe(3);
  });

  it("never counts the advertiser's own visits; unknown ads and a blocked member get 404; bad ids a 400", async () => {
    const owner = await registerMember(t.app, {});
    expect((await view(owner.user.profileId, owner.token)).json().data).toEqual({ profileId: owner.user.profileId, views: 0 });
    const other = await registerMember(t.app, {});
    await t.app.inject({ method: "POST", url: `/api/profiles/${other.user.profileId}/block`, headers: auth(owner.token) });
    const blocked = await view(owner.user.profileId, other.token);
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json()).toMatchObject({ success: false, code: "not_found" });
    expect((await view(owner.user.profileId)).json().data.views).toBe(1);
    expect((await view("G999999")).statusCode).toBe(404);
    const bad = await view("x".repeat(41));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
  });
});

describe("favourites", () => {
  it("toggles, lists and survives a new request; needs sign-in", async () => {
    const ad = await makeAd(t.db, { name: "Favourite One" });
    const me = await registerMember(t.app, {});
    expect((await t.app.inject({ method: "POST", url: `/api/profile/${ad.profileId}/favourite` })).statusCode).toBe(401);
    const add = await t.app.inject({ method: "POST", url: `/api/profile/${ad.profileId}/favourite`, headers: auth(me.token) });
    expect(add.json()).toMatchObject({ success: true, data: { profileId: ad.profileId, favourite: true } });
    await t.app.inject({ method: "POST", url: `/api/profile/${ad.profileId}/favourite`, headers: auth(me.token) });
    expect((await detail(ad.profileId, me.token)).json().data.favourite).toBe(true);
    const list = await t.app.inject({ method: "GET", url: "/api/profile/favourites", headers: auth(me.token) });
    expect(list.json().data.profiles.map((p: { profileId: string }) => p.profileId)).toEqual([ad.profileId]);
    const del = await t.app.inject({ method: "DELETE", url: `/api/profile/${ad.profileId}/favourite`, headers: auth(me.token) });
    expect(del.json().data.favourite).toBe(false);
    expect((await detail(ad.profileId, me.token)).json().data.favourite).toBe(false);
    const own = await t.app.inject({ method: "POST", url: `/api/profile/${me.user.profileId}/favourite`, headers: auth(me.token) });
    expect(own.statusCode).toBe(400);
    expect((await t.app.inject({ method: "POST", url: `/api/profile/B1/favourite`, headers: auth(me.token) })).statusCode).toBe(404);
  });
});

describe("Request YTM", () => {
  it("records one request per requester per ad per 30 days", async () => {
    const ad = await makeAd(t.db, {});
    const me = await registerMember(t.app, {});
    const ask = () => t.app.inject({ method: "POST", url: `/api/profile/${ad.profileId}/ytm-request`, headers: auth(me.token) });
    const firstRes = await ask();
    const first = firstRes.json();
    expect(first.data).toMatchObject({ alreadyRequested: false });
    const again = await Promise.all([ask(), ask()]);
    for (const r of again) expect(r.json().data).toMatchObject({ alreadyRequested: true, requestedAt: first.data.requestedAt });
    expect((await detail(ad.profileId, me.token)).json().data.ytmRequestedAt).toBe(first.data.requestedAt);
    // 31 days later (sessions last 30 days, so the earlier request is moved back instead of the clock forward).
    await t.db.execute(sql`update ytm_requests set created_at = created_at - interval '31 days' where ad_user_id = ${ad.userId}`);
    expect((await ask()).json().data.alreadyRequested).toBe(false);
    const rows = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from ytm_requests where ad_user_id = ${ad.userId}`);
    expect(rows[0].n).toBe(2);
  });
});

describe("YTM Verified On", () => {
  it("shows no day until the member confirms they are yet to marry, then the day they last confirmed", async () => {
    const ad = await makeAd(t.db, { name: "Ytm Neverconfirmed" });
    const card = async () => {
      const res = await t.app.inject({ method: "GET", url: `/api/profile/ad-profiles?q=${ad.profileId}` });
      return res.json().data.profiles.find((p: { profileId: string }) => p.profileId === ad.profileId);
    };
    expect((await detail(ad.profileId)).json().data.ytmVerifiedOn).toBeNull();
    expect((await card()).yetToMarryVerified).toBeNull();

    const token = await t.app.services.sessions.create(t.db, "member", ad.userId);
    const confirm = await t.app.inject({ method: "POST", url: "/api/dashboard/ytm/confirm", headers: auth(token) });
    expect(confirm.statusCode).toBe(200);
    const today = indiaToday(t.clock.now());
    expect((await detail(ad.profileId)).json().data.ytmVerifiedOn).toBe(today);
    expect((await card()).yetToMarryVerified).toBe(today);
  });
});

describe("match count above the exact-count cap", () => {
  it("reports a lower bound first, then the exact total from the background count, minus the viewer's own ad", async () => {
    const db = await createTestApp();
    try {
      for (let i = 0; i < 6; i++) await makeAd(db.db, { gender: "Female" });
      const me = await makeAd(db.db, { gender: "Female" });
      const search = createSearchService({
        db: db.db,
        clock: fixedClock(new Date("2026-11-22T06:30:00Z")),
        countCap: 3,
        links: createMediaLinks({ secret: "test-secret", clock: fixedClock() }),
      });
      const filter = ZAdProfilesQuery.parse({ page: "1", limit: "2", gender: "bride" });
      const first = await search.search(filter, null);
      expect(first).toMatchObject({ total: 4, totalExact: false, profiles: [expect.anything(), expect.anything()] });
      await search.idle();
      expect(await search.search(filter, null)).toMatchObject({ total: 7, totalExact: true });
      expect(await search.search(filter, me.userId)).toMatchObject({ total: 6, totalExact: true });
    } finally {
      await db.close();
    }
  });

  it("counts past the cap once: while the background count runs, the next pages read the page alone, and a lower bound is not reduced by hidden ads", async () => {
    const db = await createTestApp();
    try {
      for (let i = 0; i < 6; i++) await makeAd(db.db, { gender: "Female" });
      const me = await makeAd(db.db, { gender: "Male" });
      // The statements the service sends, by what they count; the background count waits for `release`.
      const sent: string[] = [];
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      const watched = watchStatements(db.db, async (text) => {
        sent.push(text);
        if (text.startsWith("select count(*)::int as n from (select 1")) await held;
      });
      const search = createSearchService({
        db: watched,
        clock: fixedClock(new Date("2026-11-22T06:30:00Z")),
        countCap: 3,
        links: createMediaLinks({ secret: "test-secret", clock: fixedClock() }),
      });
      const capped = () => sent.filter((s) => s.includes('"matchCount"')).length;
      const hiddenCounted = () => sent.filter((s) => s.includes("count(*)") && s.includes("ads.user_id = any(")).length;
      const filter = ZAdProfilesQuery.parse({ page: "1", limit: "2", gender: "bride" });
      expect(await search.search(filter, null)).toMatchObject({ total: 4, totalExact: false });
      expect(await search.search({ ...filter, page: 2 }, me.userId)).toMatchObject({ total: 4, totalExact: false });
      expect(await search.search(filter, me.userId)).toMatchObject({ total: 4, totalExact: false });
      expect(capped()).toBe(1);
      expect(hiddenCounted()).toBe(0);
      // The exact total, once counted, has the hidden ads taken out.
      release();
      await search.idle();
      expect(await search.search(filter, me.userId)).toMatchObject({ total: 6, totalExact: true });
      expect(capped()).toBe(1);
      expect(hiddenCounted()).toBe(1);
    } finally {
      await db.close();
    }
  });

  it("keeps an exact count of five pages or more, so repeats run the page alone, and refreshes it after a minute", async () => {
    const db = await createTestApp();
    try {
      for (let i = 0; i < 3; i++) await makeAd(db.db, { gender: "Female" });
      const links = createMediaLinks({ secret: "test-secret", clock: fixedClock() });
      const clock = fixedClock(new Date("2026-11-22T06:30:00Z"));
      // Only the second service keeps counts this small.
      const exact = createSearchService({ db: db.db, clock, links });
      const keeping = createSearchService({ db: db.db, clock, keepCountsFrom: 3, links });
      const filter = ZAdProfilesQuery.parse({ gender: "bride", limit: "2" });
      expect(await exact.search(filter, null)).toMatchObject({ total: 3, totalExact: true });
      expect(await keeping.search(filter, null)).toMatchObject({ total: 3, totalExact: true });
      const added = await makeAd(db.db, { gender: "Female" });
      expect((await exact.search(filter, null)).total).toBe(4);
      // The page is live; the kept total is not, until it is refreshed.
      const again = await keeping.search(filter, null);
      expect(again.adUserIds).toContain(added.userId);
      expect(again.total).toBe(3);
      // Never fewer than the pages show.
      expect((await keeping.search({ ...filter, page: 2 }, null)).total).toBe(4);
      const [key, kept] = [...keeping.counts][0];
      keeping.counts.set(key, { ...kept, at: kept.at - 61_000 });
      expect((await keeping.search(filter, null)).total).toBe(3);
      await keeping.idle();
      expect((await keeping.search(filter, null)).total).toBe(4);
    } finally {
      await db.close();
    }
  });
});
