import { eq } from "drizzle-orm";
import { schema } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { member, bearer, type Member } from "../proposals/test-helpers.ts";
import { makeAd, setStatus } from "../profiles/test-factory.ts";
import { createMatchesService, rankingKeptMs } from "./matches-service.ts";
import { setWishes } from "./test-helpers.ts";

// Today is 2026-11-22 in India.
let t: TestApp;
let me: Member;
const ads: Record<string, { userId: number; profileId: string }> = {};
const active = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 22, 6, 0) - minutesAgo * 60_000);

type MatchRow = {
  profile: { profileId: string; image: string | null };
  fit: { yourWishes: { wishes: number; met: number; items: unknown[] }; theirWishes: unknown };
};
const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
const listed = async (query = "", token = me.token) => {
  const res = await get(`/api/matches?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { matches: MatchRow[]; total: number; page: number; size: number; totalPages: number };
};
const names = (rows: MatchRow[]) => rows.map((m) => Object.entries(ads).find(([, a]) => a.profileId === m.profile.profileId)?.[0]);

beforeAll(async () => {
  t = await createTestApp();
  // A groom of 31 in Kolkata, 68 inches, Hindu Kayastha, who wishes for a bride of at most 30, Hindu, in Kolkata.
  me = await member(t, {
    gender: "Male",
    dateOfBirth: "1994-11-23",
    community: "Kayastha",
    details: { heightInches: 68, city: "Kolkata" },
  });
  await setWishes(t.db, me.userId, { ageTo: 30, religions: ["Hindu"], city: "kolkata" });
  const bride = (o: Parameters<typeof makeAd>[1] = {}) => makeAd(t.db, { gender: "Female", dateOfBirth: "2000-05-01", ...o });
  // Meets all three of mine; wishes nothing.
  // Its photo is shown only to members whose photo request it accepted (not mine).
  ads.all = await bride({ lastActiveAt: active(50), photos: 1, details: { city: "Kolkata", photoVisibility: "accepted" } });
  // Meets all of mine; wishes a Muslim groom (I miss one of theirs).
  ads.theirsMissed = await bride({ lastActiveAt: active(40), details: { city: "Kolkata" } });
  await setWishes(t.db, ads.theirsMissed.userId, { religions: ["Muslim"], heightFrom: 60 });
  // No city (misses one of mine), more recently active than the one above: browse order breaks the tie.
  ads.cityMissed = await bride({ lastActiveAt: active(30), photos: 1 });
  // Too old and no city: two of mine missed; the most recently active of all.
  ads.twoMissed = await bride({ dateOfBirth: "1990-01-01", lastActiveAt: active(1) });
  // Never listed: blocked by me, blocking me, proposed to, proposing (declined), inactive, hidden, a groom.
  for (const k of ["blockedByMe", "blocksMe", "proposedTo", "proposer", "inactive", "hidden"])
    ads[k] = await bride({
      lastActiveAt: active(2),
      details: k === "hidden" ? { city: "Kolkata", visibility: "private" } : { city: "Kolkata" },
    });
  ads.groom = await makeAd(t.db, { gender: "Male", dateOfBirth: "1996-01-01", lastActiveAt: active(2) });
  const now = new Date("2026-11-20T00:00:00Z");
  await t.db.insert(schema.blocks).values([
    { blockerId: me.userId, blockedId: ads.blockedByMe.userId, createdAt: now },
    { blockerId: ads.blocksMe.userId, blockedId: me.userId, createdAt: now },
  ]);
  await t.db.insert(schema.proposals).values([
    { senderId: me.userId, receiverId: ads.proposedTo.userId, status: "pending" },
    { senderId: ads.proposer.userId, receiverId: me.userId, status: "declined" },
  ]);
  await setStatus(t.db, ads.inactive.userId, "inactive");
});
afterAll(() => t.close());

describe("GET /api/matches", () => {
  it("ranks by the wishes left unmet on both sides, then in browse order, and leaves out whom the member may not be shown", async () => {
    const data = await listed();
    expect(names(data.matches)).toEqual(["all", "cityMissed", "theirsMissed", "twoMissed"]);
    expect(data).toMatchObject({ total: 4, page: 1, size: 20, totalPages: 1 });
  });

  it("shows each match on the card browse shows this member, photos as this member may see them", async () => {
    const { matches } = await listed();
    const res = await get("/api/profile/ad-profiles?gender=female&limit=50", me.token);
    expect(res.statusCode, res.body).toBe(200);
    const browse = new Map((res.json().data.profiles as { profileId: string }[]).map((c) => [c.profileId, c]));
    for (const m of matches) expect(m.profile).toEqual(browse.get(m.profile.profileId));
    const card = (name: string) => matches.find((m) => m.profile.profileId === ads[name].profileId)!.profile;
    expect(card("all").image).toBeNull();
    expect(card("cityMissed").image).toMatch(/\/thumb/);
  });

  it("explains each match with which wishes were met on each side", async () => {
    const { matches } = await listed();
    const byName = Object.fromEntries(names(matches).map((n, i) => [n, matches[i].fit]));
    expect(byName.all).toEqual({
      yourWishes: {
        wishes: 3,
        met: 3,
        items: [
          { wish: "age", met: true },
          { wish: "religion", met: true },
          { wish: "city", met: true },
        ],
      },
      theirWishes: { wishes: 0, met: 0, items: [] },
    });
    expect(byName.theirsMissed.theirWishes).toEqual({
      wishes: 2,
      met: 1,
      items: [
        { wish: "height", met: true },
        { wish: "religion", met: false },
      ],
    });
    expect(byName.twoMissed.yourWishes.met).toBe(1);
  });

  it("pages through the ranking", async () => {
    const second = await listed("page=2&size=2");
    expect(names(second.matches)).toEqual(["theirsMissed", "twoMissed"]);
    expect(second).toMatchObject({ total: 4, totalPages: 2, page: 2, size: 2 });
    const past = await listed("page=3&size=2");
    expect(past.matches).toEqual([]);
    expect(past.total).toBe(4);
  });

  it("answers 401 without a session, 409 for a member whose ad is not in circulation, 400 for a bad page or size", async () => {
    expect((await get("/api/matches")).statusCode).toBe(401);
    const lapsed = await member(t, { gender: "Male" });
    await setStatus(t.db, lapsed.userId, "inactive");
    // An inactive member's session is refused before the service or answered 409 by it: never a list.
    const res = await get("/api/matches", lapsed.token);
    expect([401, 403, 409]).toContain(res.statusCode);
    const hidden = await member(t, { gender: "Male", details: { visibility: "private" } });
    const own = await get("/api/matches", hidden.token);
    expect(own.statusCode, own.body).toBe(409);
    expect(own.json()).toMatchObject({ success: false, code: "conflict" });
    for (const q of ["size=0", "size=51", "page=0", "page=x", "horoscope=maybe"]) {
      const bad = await get(`/api/matches?${q}`, me.token);
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, code: "validation_failed" });
    }
  });

  it("ranks a bounded pool: the ads meeting every wish and the most recently active, each walk stopping after its share", async () => {
    const small = createMatchesService({ db: t.db, clock: t.clock, cardsOf: t.app.services.search.cardsOf, poolEach: 1 });
    const data = await small.matches(me.userId, { page: 1, size: 20, horoscope: false });
    // The first ad meeting every wish in browse order (cityMissed and twoMissed do not), and the most recent bride.
    expect(names(data.matches as MatchRow[])).toEqual(["theirsMissed", "twoMissed"]);
    expect(data.total).toBe(2);
  });

  it("looks for the ads meeting every wish only as far as its reach into the most recently active", async () => {
    const near = createMatchesService({ db: t.db, clock: t.clock, cardsOf: t.app.services.search.cardsOf, poolEach: 1, fullWishReach: 1 });
    const data = await near.matches(me.userId, { page: 1, size: 20, horoscope: false });
    // The most recent bride (twoMissed) is all the full-wish walk reads, and she misses two wishes: theirsMissed,
    // which meets every wish further down, is not reached.
    expect(names(data.matches as MatchRow[])).toEqual(["twoMissed"]);
    expect(data.total).toBe(1);
  });

  it("drops an ad from the list once the member proposes to it", async () => {
    await t.db.insert(schema.proposals).values({ senderId: me.userId, receiverId: ads.twoMissed.userId });
    expect(names((await listed()).matches)).toEqual(["all", "cityMissed", "theirsMissed"]);
    await t.db.delete(schema.proposals).where(eq(schema.proposals.receiverId, ads.twoMissed.userId));
  });
  it("ranks by a mother tongue wish once the member stores it, and names it among the wishes met or not", async () => {
    const her = await member(t, { gender: "Female", dateOfBirth: "1998-01-01" });
    const groom = (motherTongue: string, minutesAgo: number) =>
      makeAd(t.db, { gender: "Male", dateOfBirth: "1995-01-01", motherTongue, lastActiveAt: active(minutesAgo) });
    const hindi = await groom("Hindi", 0);
    const bengali = await groom("Bengali", 20);
    const pair = [hindi.profileId, bengali.profileId];
    const ranked = (rows: MatchRow[]) => rows.map((m) => m.profile.profileId).filter((id) => pair.includes(id));
    // No wishes: browse order, the more recently active first.
    expect(ranked((await listed("", her.token)).matches)).toEqual([hindi.profileId, bengali.profileId]);

    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/profiles/partner-preferences",
      headers: bearer(her.token),
      payload: { partnerPreferences: { motherTongues: ["Bengali"] } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { matches } = await listed("", her.token);
    expect(ranked(matches)).toEqual([bengali.profileId, hindi.profileId]);
    const yours = (profileId: string) => matches.find((m) => m.profile.profileId === profileId)!.fit.yourWishes;
    expect(yours(bengali.profileId)).toEqual({ wishes: 1, met: 1, items: [{ wish: "motherTongue", met: true }] });
    expect(yours(hindi.profileId)).toEqual({ wishes: 1, met: 0, items: [{ wish: "motherTongue", met: false }] });
  });

  it("keeps a member's ranking for their next pages, leaves out an ad that left circulation, and ranks anew once it is old", async () => {
    const before = names((await listed()).matches);
    // A bride meeting every wish, the most recently active: the first match once the ranking is made again.
    const newcomer = await makeAd(t.db, {
      gender: "Female",
      dateOfBirth: "2000-05-01",
      lastActiveAt: active(0),
      details: { city: "Kolkata" },
    });
    ads.newcomer = newcomer;
    expect(names((await listed()).matches)).toEqual(before);
    expect(names((await listed("page=2&size=2")).matches)).toEqual(before.slice(2, 4));
    t.clock.advance(rankingKeptMs);
    // Ranked anew: she comes first (and a bride another test registered meanwhile is ranked too).
    const again = await listed();
    const ranked = names(again.matches);
    expect(ranked[0]).toBe("newcomer");
    expect(ranked.filter((n) => before.includes(n))).toEqual(before);
    // Kept again: once her ad leaves circulation it is not shown, though the ranking still holds it.
    await setStatus(t.db, newcomer.userId, "inactive");
    expect(names((await listed()).matches)).toEqual(ranked.slice(1));
    t.clock.advance(rankingKeptMs);
    expect((await listed()).total).toBe(again.total - 1);
  });

  it("lists the other side for a bride too, reading her wishes and the grooms' ads", async () => {
    const her = await member(t, { gender: "Female", dateOfBirth: "1999-01-01" });
    await setWishes(t.db, her.userId, { maritalStatuses: ["Divorced"] });
    const data = await listed("", her.token);
    const ids = data.matches.map((m) => m.profile.profileId);
    expect(ids).toContain(me.profileId);
    expect(ids).toContain(ads.groom.profileId);
    expect(ids).not.toContain(ads.all.profileId);
    expect(data.matches.every((m) => m.fit.yourWishes.wishes === 1 && m.fit.yourWishes.met === 0)).toBe(true);
  });
});
