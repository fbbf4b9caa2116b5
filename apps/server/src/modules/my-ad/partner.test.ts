import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerMember, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const put = (token: string, partnerPreferences: unknown) =>
  t.app.inject({
    method: "PUT",
    url: "/api/profiles/partner-preferences",
    headers: auth(token),
    payload: { partnerPreferences } as object,
  });
const get = async (token: string) =>
  (await t.app.inject({ method: "GET", url: "/api/profiles/partner-preferences", headers: auth(token) })).json().data;

describe("partner preferences", () => {
  it("stores them in the browse vocabulary and gives a Find Match query browse accepts", async () => {
    const { token } = await registerMember(t.app);
    expect((await get(token)).partnerPreferences).toMatchObject({ ageFrom: null, religion: [], motherTongues: [] });
    const res = await put(token, {
      ageFrom: 22,
      ageTo: 28,
      heightFrom: 60,
      religion: ["hindu"],
      maritalStatus: "Never Married",
      education: ["MBA"],
      income: "5-10",
      state: "West Bengal",
      city: "Kolkata",
      about: "Kind and family-minded",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Partner preferences updated");
    const data = await get(token);
    expect(data.partnerPreferences).toEqual({
      ageFrom: 22,
      ageTo: 28,
      heightFrom: 60,
      heightTo: null,
      maritalStatus: ["Never Married"],
      religion: ["Hindu"],
      caste: [],
      motherTongues: [],
      education: ["MBA"],
      occupation: [],
      income: "5-10",
      state: "West Bengal",
      city: "Kolkata",
      about: "Kind and family-minded",
    });
    expect(data.findMatchQuery).toContain("profileFor=bride");
    const browse = await t.app.inject({ method: "GET", url: `/api/profile/ad-profiles?${data.findMatchQuery}` });
    expect(browse.statusCode).toBe(200);
  });

  it("stores the mother tongues wished for, read in the registration's list, and Find Match carries them to browse", async () => {
    const { token } = await registerMember(t.app);
    const res = await put(token, { motherTongues: ["bengali", "Others"], religion: ["Hindu"] });
    expect(res.statusCode, res.body).toBe(200);
    const data = await get(token);
    expect(data.partnerPreferences).toMatchObject({ motherTongues: ["Bengali", "Other"], religion: ["Hindu"] });
    expect(new URLSearchParams(data.findMatchQuery).getAll("motherTongue")).toEqual(["Bengali", "Other"]);
    const browse = await t.app.inject({ method: "GET", url: `/api/profile/ad-profiles?${data.findMatchQuery}` });
    expect(browse.statusCode, browse.body).toBe(200);
    // Saving without them clears them, as the form's other lists.
    await put(token, { religion: ["Hindu"] });
    expect((await get(token)).partnerPreferences.motherTongues).toEqual([]);
  });

  it("refuses a mother tongue outside the list with a message naming the choices, and stores nothing", async () => {
    const { token } = await registerMember(t.app);
    await put(token, { motherTongues: ["Bengali"] });
    const res = await put(token, { motherTongues: ["Bengali", "Klingon"], religion: ["Muslim"] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "validation_failed" });
    expect(res.json().errors).toContainEqual({
      field: "partnerPreferences.motherTongues.1",
      message: 'Unknown mother tongue "Klingon". Choose one of: Bengali, Hindi, Tamil, Telugu, Punjabi, Other',
    });
    expect((await get(token)).partnerPreferences).toMatchObject({ motherTongues: ["Bengali"], religion: [] });
  });

  it.each([
    ["ages the wrong way round", { ageFrom: 30, ageTo: 25 }, "ageTo"],
    ["an unknown religion", { religion: ["Jedi"] }, "partnerPreferences.religion.0"],
    ["an age below 18", { ageFrom: 12 }, "partnerPreferences.ageFrom"],
  ])("refuses %s and keeps what was stored", async (_n, prefs, field) => {
    const { token } = await registerMember(t.app);
    await put(token, { religion: ["Hindu"] });
    const res = await put(token, prefs);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain(field);
    expect((await get(token)).partnerPreferences.religion).toEqual(["Hindu"]);
  });

  it("each member has their own preferences", async () => {
    const a = await registerMember(t.app);
    const b = await registerMember(t.app);
    await put(a.token, { city: "Siliguri" });
    await put(b.token, { city: "Durgapur" });
    expect((await get(a.token)).partnerPreferences.city).toBe("Siliguri");
    expect((await get(b.token)).partnerPreferences.city).toBe("Durgapur");
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/profiles/partner-preferences", payload: { partnerPreferences: {} } })).statusCode,
    ).toBe(401);
  });
});
