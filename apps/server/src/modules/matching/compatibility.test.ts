import { schema } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { bearer, member, type Member } from "../proposals/test-helpers.ts";
import { setStatus } from "../profiles/test-factory.ts";
import { birthChart } from "./horoscope/chart.ts";
import { horoscopeMatch } from "./horoscope/compatibility.ts";
import { kolkata, setBirth, setWishes } from "./test-helpers.ts";

let t: TestApp;
let bride: Member;
let groom: Member;
const births = {
  bride: { date: "1996-02-14", time: "06:40", place: kolkata },
  groom: { date: "1992-11-03", time: "21:15", place: kolkata },
};
const get = (id: string, token?: string) =>
  t.app.inject({ method: "GET", url: `/api/profiles/${encodeURIComponent(id)}/compatibility`, headers: token ? bearer(token) : {} });
const ok = async (id: string, token: string) => {
  const res = await get(id, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  t = await createTestApp();
  bride = await member(t, { gender: "Female", dateOfBirth: births.bride.date, details: { heightInches: 62 } });
  groom = await member(t, { gender: "Male", dateOfBirth: births.groom.date, religion: "Hindu", details: { heightInches: 70 } });
  await setBirth(t.db, bride.userId, births.bride.date, births.bride.time, births.bride.place);
  await setBirth(t.db, groom.userId, births.groom.date, births.groom.time, births.groom.place);
  await setWishes(t.db, bride.userId, { heightFrom: 66, religions: ["Muslim"] });
  await setWishes(t.db, groom.userId, { ageTo: 25 });
});
afterAll(() => t.close());

describe("GET /api/profiles/{id}/compatibility", () => {
  it("gives each wish of both sides, met or not, and the yotok of the stored charts as the charts themselves give it", async () => {
    const data = await ok(groom.profileId, bride.token);
    expect(data.profileId).toBe(groom.profileId);
    expect(data.youAre).toBe("bride");
    expect(data.fit).toEqual({
      yourWishes: {
        wishes: 2,
        met: 1,
        items: [
          { wish: "height", met: true },
          { wish: "religion", met: false },
        ],
      },
      // She is 30 on 22 Nov 2026.
      theirWishes: { wishes: 1, met: 0, items: [{ wish: "age", met: false }] },
    });
    const direct = horoscopeMatch(birthChart(births.bride), birthChart(births.groom));
    expect(data.horoscope).toEqual(JSON.parse(JSON.stringify(direct)));
    expect(data.horoscope.ashtakoota.total).toBeGreaterThan(0);
    expect(data.horoscope.notComputed).toEqual([]);
    // Birth time and place never appear in it.
    expect(JSON.stringify(data)).not.toMatch(/06:40|21:15|kolkata/i);
  });

  it("reads the pair bride to groom whoever asks, with the sides of the fit turned round", async () => {
    const fromBride = await ok(groom.profileId, bride.token);
    const fromGroom = await ok(bride.profileId, groom.token);
    expect(fromGroom.youAre).toBe("groom");
    expect(fromGroom.horoscope).toEqual(fromBride.horoscope);
    expect(fromGroom.fit).toEqual({ yourWishes: fromBride.fit.theirWishes, theirWishes: fromBride.fit.yourWishes });
  });

  it("says what could not be computed and why: an unknown birth time, or no chart at all", async () => {
    // A birth day without a time: no lagna and no Mars houses; the Moon as that day gives it.
    const unsure = await member(t, { gender: "Male", dateOfBirth: "1993-12-31" });
    await setBirth(t.db, unsure.userId, "1993-12-31", null, null);
    const data = await ok(unsure.profileId, bride.token);
    const direct = horoscopeMatch(birthChart(births.bride), birthChart({ date: "1993-12-31", time: null, place: null }));
    expect(data.horoscope).toEqual(JSON.parse(JSON.stringify(direct)));
    expect(data.horoscope.notComputed).toContainEqual({ part: "mangal", side: "groom", reason: "time_unknown" });

    const none = await member(t, { gender: "Male" });
    const bare = await ok(none.profileId, bride.token);
    expect(bare.horoscope).toMatchObject({ ashtakoota: null, verdict: null, mangal: { match: "unknown" } });
    expect(bare.horoscope.notComputed).toEqual([
      { part: "ashtakoota", side: "groom", reason: "no_birth_data" },
      { part: "verdict", side: "groom", reason: "no_birth_data" },
      { part: "mangal", side: "groom", reason: "no_birth_data" },
    ]);
  });

  it("answers the wrong principal and bad ids as the ad itself would", async () => {
    expect((await get(groom.profileId)).statusCode).toBe(401);
    // Blocked either way: the ad does not exist for them.
    const blocker = await member(t, { gender: "Male" });
    const blocked = await member(t, { gender: "Male" });
    await t.db.insert(schema.blocks).values([
      { blockerId: blocker.userId, blockedId: bride.userId },
      { blockerId: bride.userId, blockedId: blocked.userId },
    ]);
    for (const [id, token] of [
      [blocker.profileId, bride.token],
      [bride.profileId, blocker.token],
      [blocked.profileId, bride.token],
      [bride.profileId, blocked.token],
      ["G99999999", bride.token],
      [String(groom.userId), bride.token],
    ]) {
      const res = await get(id, token);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: "not_found" });
    }
    // An ad out of circulation is not found either.
    const gone = await member(t, { gender: "Male" });
    await setStatus(t.db, gone.userId, "inactive");
    expect((await get(gone.profileId, bride.token)).statusCode).toBe(404);
    // Own ad, same side, an id too long: 400.
    for (const id of [bride.profileId, (await member(t, { gender: "Female" })).profileId, "B".repeat(41)]) {
      const res = await get(id, bride.token);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().success).toBe(false);
    }
    // A member whose own ad is hidden: 409, saying why.
    const hidden = await member(t, { gender: "Male", details: { visibility: "private" } });
    const res = await get(bride.profileId, hidden.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/in circulation/);
  });
});
