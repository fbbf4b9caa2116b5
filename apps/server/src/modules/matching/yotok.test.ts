import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { bearer, member, type Member } from "../proposals/test-helpers.ts";
import { makeAd } from "../profiles/test-factory.ts";
import { ashtakoota } from "./horoscope/koota.ts";
import { moonOfPadaIndex } from "./stored-chart.ts";
import { setMoon } from "./test-helpers.ts";

// A groom whose Moon is in Ashwini, pada 1 (Mesha); the brides' Moons give each verdict of the Mesha row
// (রাজযোটক with Mesha, উত্তম with Dhanu, মধ্যম with Vrishchika, অধম with Vrishabha), an uncertain Moon that
// stayed in Mesha all day, one that left it, and none at all.
let t: TestApp;
let me: Member;
const brides: Record<string, { userId: number; profileId: string }> = {};
const moons: Record<string, [number, number[]?]> = {
  rajjotok: [5],
  uttam: [73],
  madhyam: [65],
  adham: [12],
  meshaAllDay: [2, [2, 4]],
  leftMesha: [8, [8, 9]],
};
const mine = 0;
const gunasWith = (pada: number) => ashtakoota(moonOfPadaIndex(pada), moonOfPadaIndex(mine)).total;

const browse = async (query: string, token: string | null = me.token) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/profile/ad-profiles?profileFor=bride&limit=50&${query}`,
    headers: token ? bearer(token) : {},
  });
  return res;
};
const shown = async (query: string) => {
  const res = await browse(query);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data;
  const ids = (data.profiles as { profileId: string }[]).map((p) => p.profileId);
  expect(data.total).toBe(ids.length);
  return Object.keys(brides)
    .filter((k) => ids.includes(brides[k].profileId))
    .sort();
};
/** The brides of this file by name, in the order given (members added by other tests left out). */
const named = (ids: string[]) => ids.flatMap((id) => Object.keys(brides).filter((k) => brides[k].profileId === id));

beforeAll(async () => {
  t = await createTestApp();
  me = await member(t, { gender: "Male", dateOfBirth: "1994-01-01" });
  await setMoon(t.db, me.userId, mine);
  let minute = 0;
  for (const [name, [pada, held]] of Object.entries(moons)) {
    brides[name] = await makeAd(t.db, {
      gender: "Female",
      dateOfBirth: "1998-01-01",
      lastActiveAt: new Date(Date.UTC(2026, 10, 1, 0, minute++)),
    });
    await setMoon(t.db, brides[name].userId, pada, held);
  }
  brides.noChart = await makeAd(t.db, { gender: "Female", dateOfBirth: "1998-01-01", lastActiveAt: new Date(Date.UTC(2026, 10, 1, 1)) });
});
afterAll(() => t.close());

describe("browse's yotok filter", () => {
  it("keeps রাজযোটক only, or উত্তম and better, against the member's own Moon; an unknown rashi never passes", async () => {
    expect(await shown("yotok=rajjotok")).toEqual(["meshaAllDay", "rajjotok"]);
    expect(await shown("yotok=uttam")).toEqual(["meshaAllDay", "rajjotok", "uttam"]);
    expect(await shown("")).toHaveLength(Object.keys(brides).length);
  });

  it("keeps the Moons with at least N gunas; an uncertain Moon has no score", async () => {
    const certain = ["rajjotok", "uttam", "madhyam", "adham"];
    const scores = certain.map((k) => gunasWith(moons[k][0]));
    // A threshold that splits them, and the highest one.
    const n = Math.ceil([...scores].sort((a, b) => a - b)[1]);
    expect(await shown(`minGuna=${n}`)).toEqual(certain.filter((_, i) => scores[i] >= n).sort());
    expect(await shown(`minGuna=${Math.floor(Math.max(...scores))}`)).toEqual(
      certain.filter((_, i) => scores[i] >= Math.floor(Math.max(...scores))).sort(),
    );
    expect(await shown("minGuna=36")).toEqual(certain.filter((_, i) => scores[i] >= 36));
    expect(await shown(`minGuna=${n}&yotok=rajjotok`)).toEqual(scores[0] >= n ? ["rajjotok"] : []);
  });

  it("asks for a sign-in, for the member's birth data, or for a certain Moon, instead of guessing", async () => {
    const anonymous = await browse("yotok=rajjotok", null);
    expect(anonymous.statusCode).toBe(401);
    const bare = await member(t, { gender: "Female" });
    const noChart = await browse("yotok=uttam", bare.token);
    expect(noChart.statusCode).toBe(400);
    expect(noChart.json()).toMatchObject({ success: false, code: "validation_failed", errors: [{ field: "yotok" }] });
    const unsure = await member(t, { gender: "Female" });
    await setMoon(t.db, unsure.userId, 8, [8, 9]);
    const res = await browse("minGuna=20", unsure.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: "minGuna" })]);
    expect((await browse("yotok=uttam", unsure.token)).statusCode).toBe(400);
    for (const q of ["minGuna=0", "minGuna=37", "minGuna=x", "yotok=best"]) expect((await browse(q)).statusCode, q).toBe(400);
  });
});

describe("matches ranked by yotok when asked", () => {
  it("puts the better verdict first, then more gunas, then browse order, among equal fits", async () => {
    const get = async (q: string) => {
      const res = await t.app.inject({ method: "GET", url: `/api/matches?${q}`, headers: bearer(me.token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const plain = await get("");
    expect(plain.horoscopeRanked).toBe(false);
    expect(plain.matches.every((m: { horoscope: unknown }) => m.horoscope === null)).toBe(true);
    // Browse order: the most recently active first.
    expect(named(plain.matches.map((m: { profile: { profileId: string } }) => m.profile.profileId))).toEqual([
      "noChart",
      "leftMesha",
      "meshaAllDay",
      "adham",
      "madhyam",
      "uttam",
      "rajjotok",
    ]);
    const ranked = await get("horoscope=true");
    expect(ranked.horoscopeRanked).toBe(true);
    expect(named(ranked.matches.map((m: { profile: { profileId: string } }) => m.profile.profileId))).toEqual([
      "rajjotok",
      "meshaAllDay",
      "uttam",
      "madhyam",
      "adham",
      "noChart",
      "leftMesha",
    ]);
    expect(ranked.matches[0].horoscope).toEqual({ verdict: "rajjotok", gunas: gunasWith(moons.rajjotok[0]) });
    expect(ranked.matches[1].horoscope).toEqual({ verdict: "rajjotok", gunas: null });
    expect(ranked.matches[6].horoscope).toEqual({ verdict: null, gunas: null });
  });
});
