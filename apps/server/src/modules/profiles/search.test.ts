import { eq } from "drizzle-orm";
import { schema } from "@app/db";
import { ZAdProfilesQuery } from "@app/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../lib/clock.ts";
import { createMediaLinks } from "../media/links-service.ts";
import { createTestApp, registerMember, type TestApp } from "../../test/harness.ts";
import { nameTokens } from "./search-filter.ts";
import { createSearchService } from "./search-service.ts";
import { makeAd, setStatus } from "./test-factory.ts";

type Ad = Awaited<ReturnType<typeof makeAd>>;
let t: TestApp;
const ads: Record<string, Ad> = {};

const list = async (query: string, token?: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/profile/ad-profiles?${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return res;
};
const ids = async (query: string) => {
  const res = await list(`limit=50&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return new Set((res.json().data.profiles as { profileId: string }[]).map((p) => p.profileId));
};
const set = (...keys: string[]) => new Set(keys.map((k) => ads[k].profileId));

beforeAll(async () => {
  // Today is 2026-11-22 in India.
  t = await createTestApp();
  ads.A = await makeAd(t.db, {
    gender: "Female",
    dateOfBirth: "2000-01-10",
    photos: 2,
    planId: 7,
    details: { heightInches: 62, incomeBand: "5-10", city: "Kolkata" },
  });
  ads.B = await makeAd(t.db, {
    gender: "Female",
    dateOfBirth: "1990-11-22",
    religion: "Muslim",
    community: "Sunni",
    caste: "Sheikh",
    maritalStatus: "Divorced",
    planId: 2,
  });
  ads.C = await makeAd(t.db, {
    gender: "Male",
    dateOfBirth: "1994-11-23",
    community: "Kayastha",
    caste: "Bangaj",
    motherTongue: "Hindi",
    state: "Bihar",
    profession: "Business",
    professionDetail: "Own Business",
    highestQualification: "Master Degree",
    qualificationCategory: "Management",
    qualificationDegree: "MBA",
    phoneVerified: false,
  });
  ads.D = await makeAd(t.db, {
    gender: "Male",
    dateOfBirth: "1985-03-01",
    religion: "Christian",
    community: "Catholic",
    caste: "Roman Catholic",
    state: "Tripura",
    maritalStatus: "Widowed",
    professionDetail: "IT / Software",
    qualificationCategory: "Engineer",
    qualificationDegree: "B.Tech",
    details: { heightInches: 70, incomeBand: "20+", workingWith: "Government" },
  });
  ads.E = await makeAd(t.db, { gender: "Female", accountStatus: "suspended" });
  ads.F = await makeAd(t.db, { gender: "Female", details: { visibility: "private" } });
  ads.G = await makeAd(t.db, { gender: "Male", accountStatus: "inactive" });
  ads.H = await makeAd(t.db, { gender: "Female", dateOfBirth: "2003-05-05", accountStatus: "temporary_active" });
  ads.I = await makeAd(t.db, { gender: "Female", dateOfBirth: "1998-02-02", name: "Ananya Chatterjee" });
});
afterAll(() => t?.close());

describe("GET /api/profile/ad-profiles filters", () => {
  it("lists only active, public ads", async () => {
    expect(await ids("")).toEqual(set("A", "B", "C", "D", "H", "I"));
  });

  it("narrows by looking for (and the spec's gender name)", async () => {
    expect(await ids("profileFor=bride")).toEqual(set("A", "B", "H", "I"));
    expect(await ids("gender=female")).toEqual(set("A", "B", "H", "I"));
    expect(await ids("lookingFor=groom")).toEqual(set("C", "D"));
  });

  it("narrows by age with exact birthday boundaries", async () => {
    expect(await ids("ageFrom=30&ageTo=36")).toEqual(set("B", "C"));
    expect(await ids("ageFrom=30&ageTo=35")).toEqual(set("C"));
    expect(await ids("ageMin=31&ageMax=31")).toEqual(set("C"));
    expect(await ids("ageFrom=40")).toEqual(set("D"));
  });

  it("narrows by height, marital status, religion, caste and subcaste", async () => {
    expect(await ids("heightFrom=60&heightTo=66")).toEqual(set("A"));
    expect(await ids("maritalStatus=Divorced")).toEqual(set("B"));
    expect(await ids("maritalStatus=Widow%2FWidower")).toEqual(set("D"));
    expect(await ids("religion=Muslim&religion=christian")).toEqual(set("B", "D"));
    expect(await ids("religion=Buddhist")).toEqual(new Set());
    expect(await ids("caste=Brahmin")).toEqual(set("A", "H", "I"));
    expect(await ids("caste=Kayastha,Others")).toEqual(set("B", "C", "D"));
    expect(await ids("subcaste=roman")).toEqual(set("D"));
  });

  it("narrows by mother tongue and location", async () => {
    expect(await ids("motherTongue=Hindi")).toEqual(set("C"));
    expect(await ids("state=Bihar")).toEqual(set("C"));
    expect(await ids("location=Tripura")).toEqual(set("D"));
    expect(await ids("city=kolkata&country=India")).toEqual(set("A"));
    expect(await ids("country=USA")).toEqual(new Set());
  });

  it("narrows by career: education, occupation, working with, income", async () => {
    expect(await ids("education=MBA")).toEqual(set("C"));
    expect(await ids("education=B.Tech")).toEqual(set("D"));
    expect(await ids("occupation=Business")).toEqual(set("C"));
    expect(await ids("occupation=Software Professional")).toEqual(set("D"));
    expect(await ids("workingWith=Government")).toEqual(set("D"));
    expect(await ids("workingWith=Private Company")).toEqual(set("A", "B", "H", "I"));
    expect(await ids("income=20%2B")).toEqual(set("D"));
  });

  it("narrows by member type from the member's plan and by profiles-with", async () => {
    expect(await ids("memberType=PREMIUM")).toEqual(set("B"));
    expect(await ids("memberType=STOCK")).toEqual(set("A"));
    expect(await ids("memberType=QUICK")).toEqual(set("C", "D", "H", "I"));
    expect(await ids("profilesWith=photo")).toEqual(set("A"));
    expect(await ids("profilesWith=verified_mobile&gender=male")).toEqual(set("D"));
    expect(await ids("profilesWith=contact_details")).toEqual(set("A"));
  });

  it("searches by name prefix and by profile id", async () => {
    expect(await ids("q=chatter")).toEqual(set("I"));
    expect(await ids("q=ANAN chat")).toEqual(set("I"));
    expect(await ids(`q=${ads.A.profileId.toLowerCase()}`)).toEqual(set("A"));
    expect(await ids("search=nobody")).toEqual(new Set());
  });

  it("combines rare-value filters (answered from the facet index) with common ones", async () => {
    expect(await ids("gender=groom&education=B.Tech&occupation=Software Professional&income=20%2B")).toEqual(set("D"));
    expect(await ids("gender=groom&education=B.Tech,MBA&maritalStatus=Widowed")).toEqual(set("D"));
    expect(await ids("caste=Kayastha,Brahmin&workingWith=Private Company")).toEqual(set("A", "H", "I"));
    expect(await ids("memberType=PREMIUM,STOCK&religion=Hindu")).toEqual(set("A"));
    expect(await ids("memberType=QUICK&education=B.Tech&country=India")).toEqual(set("D"));
    expect(await ids("education=B.Tech&occupation=Business")).toEqual(new Set());
  });

  it("matches name words as prefixes in any order and any case, and only whole-word prefixes", async () => {
    expect(await ids("q=Chatterjee Ananya")).toEqual(set("I"));
    expect(await ids("q=an ch")).toEqual(set("I"));
    expect(await ids("q=nanya")).toEqual(new Set());
    expect(await ids("q=ananya-chatterjee")).toEqual(set("I"));
    expect(await ids("q=ananya zzz")).toEqual(new Set());
    expect(await ids("q=অনন্যা")).toEqual(new Set());
    // Two words may match one word of the name ("ana" and "anan" both start "Ananya"), or be one letter.
    expect(await ids("q=ana anan")).toEqual(set("I"));
    expect(await ids("q=ananya an")).toEqual(set("I"));
    expect(await ids("q=a chatterjee")).toEqual(set("I"));
    expect(await ids("q=ananya ananya")).toEqual(set("I"));
    expect(await ids("q=chatterjee chatterjee ananya")).toEqual(set("I"));
    expect(await ids("q=ananya chatterjee zz")).toEqual(new Set());
    expect(await ids("q=ananya ch")).toEqual(set("I"));
    expect(await ids("q=ananya cz")).toEqual(new Set());
  });

  it("turns name words into index tokens: pairs when they must match different words, plain otherwise", () => {
    expect(nameTokens("Ananya  Chat")).toEqual(["ananya+ch", "chat+an"]);
    expect(nameTokens("mou ananya das")).toEqual(["mou+an", "ananya+da", "das+mo"]);
    expect(nameTokens("ana anan")).toEqual(["ana", "anan"]);
    expect(nameTokens("a chat")).toEqual(["a", "chat"]);
    expect(nameTokens("das das")).toEqual(["das"]);
    expect(nameTokens("ananya")).toEqual(["ananya"]);
    expect(nameTokens("x".repeat(25) + " roy")).toEqual(["x".repeat(20) + "+ro", "roy+xx"]);
    expect(nameTokens("অনন্যা")).toBeNull();
  });

  it("combines filters", async () => {
    expect(await ids("gender=female&religion=Hindu&state=West Bengal&ageTo=30")).toEqual(set("A", "H", "I"));
  });

  it("puts top-zone ads first, then the most recently active", async () => {
    const res = await list("gender=female");
    const order = (res.json().data.profiles as { profileId: string }[]).map((p) => p.profileId);
    expect(order).toEqual([ads.B, ads.I, ads.H, ads.A].map((a) => a.profileId));
  });

  it("drops an ad the moment its account is suspended, and lists it again when reactivated", async () => {
    await setStatus(t.db, ads.I.userId, "suspended");
    expect((await ids("")).has(ads.I.profileId)).toBe(false);
    await setStatus(t.db, ads.I.userId, "active");
    expect((await ids("")).has(ads.I.profileId)).toBe(true);
  });

  it("answers card fields with thumbnails and never a contact detail", async () => {
    const res = await list(`q=${ads.A.profileId}`);
    const [card] = res.json().data.profiles;
    expect(card).toMatchObject({
      id: ads.A.profileId,
      gender: "bride",
      age: 26,
      height: `5'2"`,
      memberType: "STOCK",
      photos: 2,
      verified: true,
      adType: "text",
    });
    expect(card.image).toMatch(/^\/api\/media\/[0-9a-f-]+\/thumb$/);
    expect(res.body).not.toContain(ads.A.phone);
  });
});

describe("GET /api/profile/ad-profiles bad input", () => {
  it.each([
    ["ageFrom=5", "ageFrom"],
    ["page=-1", "page"],
    ["limit=10000", "limit"],
    ["religion=Zoroastrian", "religion.0"],
    ["ageFrom=40&ageTo=30", "ageTo"],
    ["page=abc", "page"],
    ["memberType=GOLD", "memberType.0"],
    ["page=600&limit=20", "page"],
  ])("%s is refused with 400", async (query, field) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: "validation_failed" });
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(body.message.length).toBeGreaterThan(5);
  });
});

describe("pagination and own ad", () => {
  let t2: TestApp;
  beforeAll(async () => {
    t2 = await createTestApp();
  });
  afterAll(() => t2?.close());

  it("pages through every match exactly once with the right totals", async () => {
    for (let i = 0; i < 23; i++) await makeAd(t2.db, { gender: i % 2 ? "Male" : "Female" });
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await t2.app.inject({ method: "GET", url: `/api/profile/ad-profiles?page=${page}&limit=10` });
      const data = res.json().data;
      expect(data).toMatchObject({ total: 23, totalExact: true, page, limit: 10, totalPages: 3 });
      seen.push(...data.profiles.map((p: { profileId: string }) => p.profileId));
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    const empty = await t2.app.inject({ method: "GET", url: `/api/profile/ad-profiles?page=4&limit=10` });
    expect(empty.json().data.profiles).toEqual([]);
  });

  it("defaults to page 1 of 20", async () => {
    const data = (await t2.app.inject({ method: "GET", url: "/api/profile/ad-profiles" })).json().data;
    expect(data).toMatchObject({ page: 1, limit: 20 });
    expect(data.profiles).toHaveLength(20);
  });

  it("leaves out a signed-in member's own ad", async () => {
    const me = await registerMember(t2.app, { gender: "Female", name: "Self Viewer" });
    const visitor = (await t2.app.inject({ method: "GET", url: `/api/profile/ad-profiles?q=${me.user.profileId}` })).json().data;
    expect(visitor.total).toBe(1);
    const mine = (
      await t2.app.inject({
        method: "GET",
        url: `/api/profile/ad-profiles?q=${me.user.profileId}`,
        headers: { authorization: `Bearer ${me.token}` },
      })
    ).json().data;
    expect(mine).toMatchObject({ total: 0, profiles: [] });
    const all = (
      await t2.app.inject({ method: "GET", url: "/api/profile/ad-profiles?limit=50", headers: { authorization: `Bearer ${me.token}` } })
    ).json().data;
    expect(all.total).toBe(23);
    expect(all.profiles.map((p: { profileId: string }) => p.profileId)).not.toContain(me.user.profileId);
  });
});

describe("blocked members", () => {
  let t3: TestApp;
  let viewer: Awaited<ReturnType<typeof registerMember>>;
  const others: Record<string, Ad> = {};
  const browse = async (token: string | undefined, query = "limit=50") => {
    const res = await t3.app.inject({
      method: "GET",
      url: `/api/profile/ad-profiles?${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    return { total: data.total as number, ids: new Set((data.profiles as { profileId: string }[]).map((p) => p.profileId)) };
  };
  const block = (blockerId: number, blockedId: number) => t3.db.insert(schema.blocks).values({ blockerId, blockedId });

  beforeAll(async () => {
    t3 = await createTestApp();
    viewer = await registerMember(t3.app, { gender: "Male", name: "Blocking Viewer" });
    for (const k of ["P", "Q", "R", "S"]) others[k] = await makeAd(t3.db, { gender: "Female", name: `Member ${k}` });
    await block(viewer.user.id, others.P.userId); // the viewer blocked P
    await block(others.Q.userId, viewer.user.id); // Q blocked the viewer
    await block(others.R.userId, others.S.userId); // a block between two others
  });
  afterAll(() => t3?.close());

  it("hides ads the viewer blocked and ads of members who blocked the viewer, in the list and the total", async () => {
    const seen = await browse(viewer.token);
    expect(seen.ids).toEqual(new Set([others.R.profileId, others.S.profileId]));
    expect(seen.total).toBe(2);
    const filtered = await browse(viewer.token, "gender=bride&q=member");
    expect(filtered).toMatchObject({ total: 2 });
    expect(filtered.ids.has(others.P.profileId) || filtered.ids.has(others.Q.profileId)).toBe(false);
  });

  it("does not hide them from visitors or from members not involved", async () => {
    expect((await browse(undefined)).ids).toEqual(new Set([viewer.user.profileId, ...Object.values(others).map((a) => a.profileId)]));
    const bystander = await registerMember(t3.app, { gender: "Female", name: "Bystander" });
    const seen = await browse(bystander.token);
    expect(seen.ids).toEqual(new Set([viewer.user.profileId, ...Object.values(others).map((a) => a.profileId)]));
    expect(seen.total).toBe(5);
  });

  it("hides them from a member whose ad R blocked, but shows the rest", async () => {
    const search = createSearchService({
      db: t3.db,
      clock: fixedClock(new Date("2026-11-22T06:30:00Z")),
      countCap: 100,
      links: createMediaLinks({ secret: "test-secret", clock: fixedClock() }),
    });
    const page = await search.search(ZAdProfilesQuery.parse({ limit: "50" }), others.S.userId);
    const seen = page.adUserIds;
    expect(seen).toEqual(expect.arrayContaining([viewer.user.id, others.P.userId, others.Q.userId]));
    expect(seen).not.toContain(others.R.userId);
    expect(seen).not.toContain(others.S.userId);
  });

  it("subtracts hidden ads from a cached total as well", async () => {
    const search = createSearchService({
      db: t3.db,
      clock: fixedClock(new Date("2026-11-22T06:30:00Z")),
      countCap: 1,
      links: createMediaLinks({ secret: "test-secret", clock: fixedClock() }),
    });
    const filter = ZAdProfilesQuery.parse({ limit: "2", gender: "bride" });
    expect(await search.search(filter, null)).toMatchObject({ totalExact: false });
    await search.idle();
    expect(await search.search(filter, null)).toMatchObject({ total: 5, totalExact: true });
    const mine = await search.search(filter, viewer.user.id);
    expect(mine).toMatchObject({ total: 3, totalExact: true });
    expect(mine.adUserIds).not.toContain(others.P.userId);
    expect(mine.adUserIds).not.toContain(others.Q.userId);
  });

  it("shows an ad again once the block is lifted", async () => {
    await t3.db.delete(schema.blocks).where(eq(schema.blocks.blockerId, viewer.user.id));
    expect((await browse(viewer.token)).ids.has(others.P.profileId)).toBe(true);
  });
});

describe("several castes or careers (one walk per value, merged in browse order)", () => {
  let t4: TestApp;
  const communities = ["Brahmin", "Kayastha", "Kshatriya"];
  const brides: Ad[] = [];
  const page = async (query: string) => {
    const res = await t4.app.inject({ method: "GET", url: `/api/profile/ad-profiles?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    return { total: data.total as number, ids: (data.profiles as { profileId: string }[]).map((p) => p.profileId) };
  };

  beforeAll(async () => {
    t4 = await createTestApp();
    // Some in the top zone (plan 2), the rest ordered by their last activity: the merge must keep both rules.
    for (let i = 0; i < 12; i++)
      brides.push(await makeAd(t4.db, { gender: "Female", community: communities[i % 3], planId: i % 5 === 0 ? 2 : undefined }));
    await makeAd(t4.db, { gender: "Male", community: "Brahmin" });
  });
  afterAll(() => t4?.close());
  /** A search service whose counts are exact up to one match: pages past it are walked on their own. */
  const cappedAtOne = () =>
    createSearchService({
      db: t4.db,
      clock: fixedClock(new Date("2026-11-22T06:30:00Z")),
      countCap: 1,
      links: createMediaLinks({ secret: "test-secret", clock: fixedClock() }),
    });

  it("pages through the matches of two castes in browse order, each exactly once, with the right total", async () => {
    const all = await page("gender=bride&limit=50");
    const wanted = new Set(brides.filter((_, i) => i % 3 !== 2).map((b) => b.profileId));
    const expected = all.ids.filter((id) => wanted.has(id));
    expect(expected).toHaveLength(8);
    const seen: string[] = [];
    for (const p of [1, 2, 3]) {
      const res = await page(`gender=bride&caste=Brahmin,Kayastha&limit=3&page=${p}`);
      expect(res.total).toBe(8);
      seen.push(...res.ids);
    }
    expect(seen).toEqual(expected);
    // Past the count's cap a page is walked on its own, from its offset in every branch.
    const search = cappedAtOne();
    const paged: string[] = [];
    for (const p of ["1", "2", "3"]) {
      const res = await search.search(ZAdProfilesQuery.parse({ limit: "3", page: p, gender: "bride", caste: "Brahmin,Kayastha" }), null);
      paged.push(...res.profiles.map((c) => c.profileId));
    }
    expect(paged).toEqual(expected);
  });

  it("subtracts from a cached total only the hidden ads that match one of the values", async () => {
    const viewer = await registerMember(t4.app, { gender: "Male", name: "Caste Viewer" });
    // A Kshatriya bride blocked by the viewer is not among Brahmin or Kayastha brides: nothing to subtract.
    await t4.db.insert(schema.blocks).values({ blockerId: viewer.user.id, blockedId: brides[2].userId });
    const search = cappedAtOne();
    const filter = ZAdProfilesQuery.parse({ limit: "3", gender: "bride", caste: "Brahmin,Kayastha" });
    expect(await search.search(filter, null)).toMatchObject({ totalExact: false });
    await search.idle();
    expect(await search.search(filter, null)).toMatchObject({ total: 8, totalExact: true });
    expect(await search.search(filter, viewer.user.id)).toMatchObject({ total: 8, totalExact: true });
    await t4.db.insert(schema.blocks).values({ blockerId: viewer.user.id, blockedId: brides[0].userId });
    expect(await search.search(filter, viewer.user.id)).toMatchObject({ total: 7, totalExact: true });
  });
});
