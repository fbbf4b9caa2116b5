import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRows } from "@app/db";
import type { TMyAd } from "@app/contract";
import { createTestApp, multipart, newPhone, registerMember, registrationOtp, validAd, type TestApp } from "../../test/harness.ts";
import { activeRr } from "../rr/test-factory.ts";
import { chartColumns } from "../matching/birth-chart-service.ts";
import { birthChart } from "../matching/horoscope/chart.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const KOLKATA = { lat: 22.5626, lon: 88.363, timeZone: "Asia/Kolkata" };

type Stored = {
  birth_time: string | null;
  birth_place_id: string | null;
  birth_visibility: string;
  moon_rashi: number | null;
  moon_nakshatra: number | null;
  moon_pada: number | null;
  moon_certain: boolean | null;
  moon_candidates: number[] | null;
  lagna: number | null;
  mars_rashi: number | null;
  mars_house_lagna: number | null;
  mars_house_moon: number | null;
  mangal_dosha: boolean | null;
};
/** The ad's birth columns, in profiles and in the search projection. */
async function stored(profileId: string) {
  const cols = sql.raw(
    "birth_time, birth_place_id, birth_visibility, moon_rashi, moon_nakshatra, moon_pada, moon_certain, moon_candidates, lagna, mars_rashi, mars_house_lagna, mars_house_moon, mangal_dosha",
  );
  const [profile] = await rawRows<Stored>(t.db, sql`select ${cols} from profiles where profile_id = ${profileId}`);
  const [ad] = await rawRows<Record<string, unknown>>(
    t.db,
    sql`select moon_rashi, moon_nakshatra, moon_pada, moon_certain, moon_candidates, lagna, mars_rashi, mars_house_lagna, mars_house_moon,
          mangal_dosha, birth_time_known, birth_place_known from ads where profile_id = ${profileId}`,
  );
  return { profile, ad };
}

/** What chart.ts and mangal.ts give for the birth, in the columns' names. */
function expected(date: string, time: string | null, place: Pick<typeof KOLKATA, "lat" | "lon" | "timeZone"> | null) {
  const c = chartColumns(date, time, place);
  return {
    moon_rashi: c.moonRashi,
    moon_nakshatra: c.moonNakshatra,
    moon_pada: c.moonPada,
    moon_certain: c.moonCertain,
    moon_candidates: c.moonCandidates,
    lagna: c.lagna,
    mars_rashi: c.marsRashi,
    mars_house_lagna: c.marsHouseLagna,
    mars_house_moon: c.marsHouseMoon,
    mangal_dosha: c.mangalDosha,
  };
}

async function me(token: string): Promise<TMyAd> {
  const res = await t.app.inject({ method: "GET", url: "/api/profiles/me", headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data.ad;
}
function formOf(ad: TMyAd, over: Record<string, unknown> = {}): Record<string, unknown> {
  const skip = ["profileId", "accountStatus", "phone", "email", "contactVisibility", "pendingEdit", "photos", "horoscope", "birth"];
  return { ...Object.fromEntries(Object.entries(ad).filter(([k]) => !skip.includes(k))), heightInches: ad.heightInches ?? 66, ...over };
}
const update = (token: string, payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/profiles/update", headers: auth(token), payload });

describe("birth data at registration", () => {
  it("stores the time, place and visibility and the chart chart.ts gives for them, in profiles and in the ads projection", async () => {
    const { token, user } = await registerMember(t.app, {
      dateOfBirth: "1995-04-12",
      birthTime: "06:30",
      birthPlaceId: "in-west-bengal-kolkata",
      birthVisibility: "members",
    });
    const { profile, ad } = await stored(user.profileId);
    const want = expected("1995-04-12", "06:30", KOLKATA);
    expect(profile).toEqual({ birth_time: "06:30", birth_place_id: "in-west-bengal-kolkata", birth_visibility: "members", ...want });
    expect(ad).toEqual({ ...want, birth_time_known: true, birth_place_known: true });
    // Time and place known: the lagna and Mars's house from it are there.
    const chart = birthChart({ date: "1995-04-12", time: "06:30", place: KOLKATA });
    expect(profile.lagna).toBe(chart.lagna.value);
    expect(profile.lagna).not.toBeNull();

    const own = await me(token);
    expect(own.birthVisibility).toBe("members");
    expect(own.birth).toMatchObject({ time: "06:30", place: { id: "in-west-bengal-kolkata", name: "Kolkata" }, lagna: chart.lagna.value });
    expect(own.horoscope).toMatchObject({ moonRashi: chart.moon.rashi, moonNakshatra: chart.moon.nakshatra, moonCertain: true });
  });

  it("without a time or place computes the Moon of the day and leaves the rest unknown, visible on accepted proposals by default", async () => {
    const { user } = await registerMember(t.app, { dateOfBirth: "1996-11-03" });
    const { profile, ad } = await stored(user.profileId);
    expect(profile).toEqual({
      birth_time: null,
      birth_place_id: null,
      birth_visibility: "accepted",
      ...expected("1996-11-03", null, null),
    });
    expect(profile).toMatchObject({ lagna: null, mars_house_lagna: null });
    expect(ad).toMatchObject({ birth_time_known: false, birth_place_known: false });
    // Empty form fields (a multipart form's cleared inputs) read as unknown too.
    const blank = await registerMember(t.app, { birthTime: "", birthPlaceId: "", birthVisibility: "" });
    expect((await stored(blank.user.profileId)).profile).toMatchObject({
      birth_time: null,
      birth_place_id: null,
      birth_visibility: "accepted",
    });
  });

  it("takes them from the multipart form the web app sends", async () => {
    const phone = newPhone();
    const otp = await registrationOtp(t.app, phone);
    const fields = validAd({ phone, otp, birthTime: "18:05", birthPlaceId: "in-west-bengal-siliguri", birthVisibility: "everyone" });
    const body = multipart(fields as Record<string, string>, []);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/register", headers: body.headers, payload: body.payload });
    expect(res.statusCode, res.body).toBe(201);
    const { profile } = await stored(res.json().data.user.profileId);
    expect(profile).toMatchObject({ birth_time: "18:05", birth_place_id: "in-west-bengal-siliguri", birth_visibility: "everyone" });
    const siliguri = t.app.services.places().byId("in-west-bengal-siliguri")!;
    expect(profile).toMatchObject(expected("1995-04-12", "18:05", siliguri));
  });

  it("refuses bad birth data with the field named and writes nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ birthPlaceId: "in-west-bengal-nowhere" }, "birthPlaceId"],
      [{ birthPlaceId: "Kolkata, India" }, "birthPlaceId"],
      [{ birthTime: "25:61" }, "birthTime"],
      [{ birthTime: "7.30 am" }, "birthTime"],
      [{ birthVisibility: "friends" }, "birthVisibility"],
      // A time without a date.
      [{ birthTime: "06:30", dateOfBirth: undefined }, "dateOfBirth"],
    ];
    for (const [over, field] of cases) {
      const phone = newPhone();
      const otp = await registrationOtp(t.app, phone);
      const res = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: validAd({ phone, otp, ...over }) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: "validation_failed", message: expect.any(String) });
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      const [{ n }] = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from users where phone = ${phone}`);
      expect(n).toBe(0);
    }
  });
});

describe("birth data on Edit My Ad", () => {
  it("recomputes the chart when the time or place changes, clears what depended on them when removed, keeps it when left out", async () => {
    const { token, user } = await registerMember(t.app, { dateOfBirth: "1994-06-21" });
    const add = await update(token, formOf(await me(token), { birthTime: "21:15", birthPlaceId: "in-west-bengal-kolkata" }));
    expect(add.statusCode, add.body).toBe(200);
    expect((await stored(user.profileId)).profile).toMatchObject({ birth_time: "21:15", ...expected("1994-06-21", "21:15", KOLKATA) });
    expect((await stored(user.profileId)).ad).toMatchObject({ ...expected("1994-06-21", "21:15", KOLKATA), birth_place_known: true });

    // A form without the birth fields (an older client) leaves them as they are.
    const { birthTime: _t, birthPlaceId: _p, birthVisibility: _v, ...older } = formOf(await me(token));
    expect((await update(token, older)).statusCode).toBe(200);
    expect((await stored(user.profileId)).profile).toMatchObject({ birth_time: "21:15", birth_place_id: "in-west-bengal-kolkata" });

    // Removing the place takes the lagna and Mars's house from it away; the clock is read in India's time.
    expect((await update(token, formOf(await me(token), { birthPlaceId: null }))).statusCode).toBe(200);
    const noPlace = (await stored(user.profileId)).profile;
    expect(noPlace).toMatchObject({ birth_place_id: null, ...expected("1994-06-21", "21:15", null) });
    expect(noPlace).toMatchObject({ lagna: null, mars_house_lagna: null });

    // Removing the time leaves the Moon of the day.
    const res = await update(token, formOf(await me(token), { birthTime: "", birthVisibility: "nobody" }));
    expect(res.statusCode).toBe(200);
    expect((await stored(user.profileId)).profile).toMatchObject({
      birth_time: null,
      birth_visibility: "nobody",
      ...expected("1994-06-21", null, null),
    });
    expect(res.json().data.ad).toMatchObject({ birthVisibility: "nobody", birth: { time: null, place: null, lagna: null } });
  });

  it("refuses a bad time, place or visibility and changes nothing", async () => {
    const { token, user } = await registerMember(t.app, { birthTime: "10:00", birthPlaceId: "in-west-bengal-howrah" });
    const before = await stored(user.profileId);
    for (const over of [{ birthTime: "24:00" }, { birthPlaceId: "in-west-bengal-atlantis" }, { birthVisibility: "all" }]) {
      const res = await update(token, formOf(await me(token), { maritalStatus: "Divorced", ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().code).toBe("validation_failed");
      expect(await stored(user.profileId)).toEqual(before);
      expect((await me(token)).maritalStatus).toBe("Never Married");
    }
  });

  it("charts a new date of birth when an admin approves it, with the time and place the ad holds then", async () => {
    const { token, user } = await registerMember(t.app, {
      dateOfBirth: "1993-01-10",
      birthTime: "04:45",
      birthPlaceId: "in-west-bengal-kolkata",
    });
    const res = await update(token, formOf(await me(token), { dateOfBirth: "1993-01-20" }));
    expect(res.json().data.pendingApproval).toBe(true);
    // Waiting for the admin, the chart stays the approved date's.
    expect((await stored(user.profileId)).profile).toMatchObject(expected("1993-01-10", "04:45", KOLKATA));
    await t.app.services.pendingEdits.decidePendingEdit(user.id, "approved", 1);
    expect((await stored(user.profileId)).profile).toMatchObject(expected("1993-01-20", "04:45", KOLKATA));
    expect((await stored(user.profileId)).ad).toMatchObject(expected("1993-01-20", "04:45", KOLKATA));
  });
});

describe("birth data on RR Add Member", () => {
  const form = (over: Record<string, unknown> = {}) => ({
    name: "Ruma Ghosh",
    gender: "Female",
    phone: newPhone(),
    email: `birth-${newPhone()}@example.in`,
    dateOfBirth: "1998-04-12",
    maritalStatus: "Never Married",
    profession: "Service",
    language: "en",
    ...over,
  });

  it("stores the birth data and its chart for the member the RR adds, and refuses an unknown place", async () => {
    const rr = await activeRr(t);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/rr/members",
      headers: auth(rr.token),
      payload: form({ birthTime: "23:05", birthPlaceId: "in-west-bengal-kolkata", birthVisibility: "everyone" }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { profile } = await stored(res.json().data.memberId);
    expect(profile).toEqual({
      birth_time: "23:05",
      birth_place_id: "in-west-bengal-kolkata",
      birth_visibility: "everyone",
      ...expected("1998-04-12", "23:05", KOLKATA),
    });

    const phone = newPhone();
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/rr/members",
      headers: auth(rr.token),
      payload: form({ phone, birthPlaceId: "in-nowhere-town" }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: "birthPlaceId", message: "Please choose the place of birth from the list" }]);
    const [{ n }] = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from users where phone = ${phone}`);
    expect(n).toBe(0);
  });
});
