import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@app/db";
import { createTestApp, registerMember, type TestApp } from "../../test/harness.ts";
import { makeAd } from "./test-factory.ts";
import { member, setBalance } from "../proposals/test-helpers.ts";

type Ad = Awaited<ReturnType<typeof makeAd>>;
let t: TestApp;
const all: Ad[] = [];
let premiumText: Ad, premiumBoth: Ad, emailOnly: Ad, videoPlan: Ad;

const get = (url: string, token?: string) =>
  t.app.inject({ method: "GET", url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Every phone number and email address in a response body. */
function leaks(body: string) {
  const phones = all.map((a) => a.phone).filter((p) => body.includes(p));
  const emails = body.match(/[\w.+-]+@[\w-]+\.[\w.]+/g) ?? [];
  const tenDigits = body.match(/(?<!\d)[6-9]\d{9}(?!\d)/g) ?? [];
  return [...phones, ...emails, ...tenDigits];
}

/** Walks every page of the list and every ad's detail (by profile id and by member id). */
async function walk(token?: string) {
  const found: string[] = [];
  for (let page = 1; ; page++) {
    const res = await get(`/api/profile/ad-profiles?limit=50&page=${page}`, token);
    expect(res.statusCode).toBe(200);
    found.push(...leaks(res.body));
    if (page >= res.json().data.totalPages) break;
  }
  const details = new Map<string, string>();
  for (const ad of all) {
    for (const id of [ad.profileId, String(ad.userId), ad.profileId.toLowerCase()]) {
      const res = await get(`/api/profile/public/${encodeURIComponent(id)}`, token);
      expect([200, 404]).toContain(res.statusCode);
      details.set(`${id}`, res.body);
    }
  }
  return { found, details };
}

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 30; i++) {
    all.push(
      await makeAd(t.db, {
        gender: i % 2 ? "Male" : "Female",
        email: i % 3 ? `member${i}@example.com` : null,
        details: { contactVisibility: (["phone", "email", "both"] as const)[i % 3] },
        planId: [undefined, 7, 2, 8, 1][i % 5],
      }),
    );
  }
  premiumText = await makeAd(t.db, { email: "pt@example.com", planId: 7, details: { contactVisibility: "phone" } });
  premiumBoth = await makeAd(t.db, { email: "pb@example.com", planId: 7, details: { contactVisibility: "both" } });
  emailOnly = await makeAd(t.db, { email: "eo@example.com", planId: 7, details: { contactVisibility: "email" } });
  videoPlan = await makeAd(t.db, { email: "vp@example.com", planId: 3, details: { contactVisibility: "both" } });
  const hidden = await makeAd(t.db, { email: "hidden@example.com", accountStatus: "suspended" });
  all.push(premiumText, premiumBoth, emailOnly, videoPlan, hidden);
});
afterAll(() => t?.close());

describe("contact privacy by enumeration", () => {
  it("a signed-in member with no proposals and no plan receives zero phone numbers and zero emails", async () => {
    const viewer = await registerMember(t.app, { gender: "Male" });
    const { found, details } = await walk(viewer.token);
    const inDetails = [...details.values()].flatMap(leaks);
    expect(found).toEqual([]);
    expect(inDetails).toEqual([]);
    const one = JSON.parse(details.get(premiumText.profileId)!);
    expect(one.data.contact).toMatchObject({ visible: false, reason: "not_entitled", phone: null, email: null });
  });

  it("a visitor receives none either, and is asked to sign in", async () => {
    const { found, details } = await walk();
    expect(found).toEqual([]);
    expect([...details.values()].flatMap(leaks)).toEqual([]);
    expect(JSON.parse(details.get(premiumText.profileId)!).data.contact.reason).toBe("sign_in");
  });

  it("video ads are masked even for a viewer whose plan grants contact access", async () => {
    const viewer = await registerMember(t.app, { gender: "Male" });
    await t.db.insert(schema.memberPlans).values({ userId: viewer.user.id, planId: 7, startsAt: new Date("2026-01-01T00:00:00Z") });
    const res = await get(`/api/profile/public/${videoPlan.profileId}`, viewer.token);
    expect(res.json().data).toMatchObject({
      adType: "video",
      contact: { visible: false, reason: "video_masked", phone: null, email: null },
    });
    expect(leaks(res.body)).toEqual([]);
    // The list never carries a contact detail, whoever asks.
    const list = await get("/api/profile/ad-profiles?limit=50", viewer.token);
    expect(leaks(list.body)).toEqual([]);
  });

  it("an entitled viewer sees only the detail each premium text advertiser chose to show", async () => {
    const viewer = await registerMember(t.app, { gender: "Female" });
    await t.db.insert(schema.memberPlans).values({ userId: viewer.user.id, planId: 7, startsAt: new Date("2026-01-01T00:00:00Z") });
    const contact = async (a: Ad) => (await get(`/api/profile/public/${a.profileId}`, viewer.token)).json().data.contact;
    expect(await contact(premiumText)).toMatchObject({
      visible: true,
      reason: "premium_advertiser",
      phone: premiumText.phone,
      email: null,
    });
    expect(await contact(premiumBoth)).toMatchObject({ visible: true, phone: premiumBoth.phone, email: "pb@example.com" });
    expect(await contact(emailOnly)).toMatchObject({ visible: true, phone: null, email: "eo@example.com" });
    const free = all.find((a, i) => i < 30 && i % 5 === 0)!;
    expect(await contact(free)).toMatchObject({ visible: false, reason: "not_entitled" });
  });

  it("the advertiser sees their own contact on their own ad", async () => {
    const me = await registerMember(t.app, { gender: "Female" });
    const res = await get(`/api/profile/public/${me.user.profileId}`, me.token);
    expect(res.json().data).toMatchObject({ isOwn: true, contact: { visible: true, reason: "own_ad", phone: me.user.phone } });
  });
});

describe("contact privacy through every endpoint, with proposals in play", () => {
  /** Every member-facing read endpoint, walked for every profile and every proposal id. */
  async function walkEverything(token: string) {
    const bodies: string[] = [];
    const { found, details } = await walk(token);
    bodies.push(...details.values());
    const ids = (await t.db.select({ id: schema.proposals.id }).from(schema.proposals)).map((r) => r.id);
    for (const url of [
      "/api/proposals/sent?limit=50",
      "/api/proposals/received?limit=50",
      "/api/points?limit=100",
      "/api/contact-views?direction=of_me&limit=50",
      "/api/contact-views?direction=by_me&limit=50",
      "/api/blocks",
      "/api/profile/favourites",
      ...ids.map((id) => `/api/proposals/${id}`),
    ]) {
      const res = await get(url, token);
      expect([200, 404]).toContain(res.statusCode);
      bodies.push(res.body);
    }
    return [...found, ...bodies.flatMap(leaks)];
  }

  it("an unrelated member receives none; a receiver receives exactly the sender's chosen detail", async () => {
    // Senders with each contact choice propose to one receiver; another member proposes elsewhere.
    const receiver = await member(t, { gender: "Female", email: "receiver@example.com" });
    const byEmail = await member(t, { gender: "Male", email: "sender.email@example.com", details: { contactVisibility: "email" } });
    const byPhone = await member(t, { gender: "Male", email: "sender.phone@example.com", details: { contactVisibility: "phone" } });
    const elsewhere = await member(t, { gender: "Male", email: "elsewhere@example.com" });
    const target = await member(t, { gender: "Female", email: "target@example.com" });
    all.push(receiver, byEmail, byPhone, elsewhere, target);
    for (const [from, to] of [
      [byEmail, receiver],
      [byPhone, receiver],
      [elsewhere, target],
    ] as const) {
      await setBalance(t.db, from.userId, "proposal", 1);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/proposals/send",
        headers: { authorization: `Bearer ${from.token}` },
        payload: { proposedUserId: to.profileId },
      });
      expect(res.statusCode).toBe(201);
    }

    const unrelated = await member(t, { gender: "Male", email: "unrelated@example.com" });
    const own = (x: string) => x === unrelated.phone || x === "unrelated@example.com";
    expect((await walkEverything(unrelated.token)).filter((x) => !own(x))).toEqual([]);

    const seen = (await walkEverything(receiver.token)).filter((x) => x !== receiver.phone && x !== "receiver@example.com");
    expect(new Set(seen)).toEqual(new Set(["sender.email@example.com", byPhone.phone]));
  });
});
