import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { schema } from "@app/db";
import type { OptionLists, TAdminReligions } from "@app/contract";
import { createTestApp, registerMember, type TestApp } from "../../test/harness.ts";
import { expectGuarded, principals } from "../admin-payments/test-helpers.ts";
import { catalogueMessages } from "./catalogue.ts";

let t: TestApp;
let p: Awaited<ReturnType<typeof principals>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await principals(t);
});
afterAll(() => t?.close());

const send = (method: "POST" | "PUT" | "DELETE", list: string, payload: object, headers = p.superAdmin) =>
  t.app.inject({ method, url: `/api/admin/catalogue/${list}`, headers, payload });
const options = async () => (await t.app.inject({ url: "/api/options" })).json().data as OptionLists;
const religions = async () =>
  (await t.app.inject({ url: "/api/admin/catalogue/religions", headers: p.superAdmin })).json().data as TAdminReligions;
const castesOf = (
  o: { religions: { value: string; communities: { value: string; castes: { value: string }[] }[] }[] },
  r: string,
  c: string,
) =>
  o.religions
    .find((x) => x.value === r)
    ?.communities.find((x) => x.value === c)
    ?.castes.map((x) => x.value) ?? [];
const audits = (action: string) =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, action), eq(schema.auditLog.subjectType, "option_list")));

describe("catalogue: access", () => {
  it("401 without a token, 403 for members, RRs and moderators on every endpoint", async () => {
    const failures = await expectGuarded(
      t,
      p,
      [],
      [
        ["GET", "/api/admin/catalogue/states"],
        ["GET", "/api/admin/catalogue/religions"],
        ["POST", "/api/admin/catalogue/religions", { parent: [], value: "Zoroastrian", bn: "জরথুস্ত্রীয়" }],
        ["PUT", "/api/admin/catalogue/religions", { path: ["Hindu"], retired: true }],
        ["DELETE", "/api/admin/catalogue/religions", { path: ["Hindu"] }],
        ["GET", "/api/admin/plans"],
        ["PUT", "/api/admin/plans/7", { name: "x" }],
      ],
    );
    expect(failures).toEqual([]);
    // Nothing changed on the way.
    expect((await options()).religions.map((r) => r.value)).toContain("Hindu");
    expect((await religions()).religions.map((r) => r.value)).not.toContain("Zoroastrian");
  });
});

describe("catalogue: religions", () => {
  it("adds a caste with its Bengali label; it is offered at once, and registration accepts it", async () => {
    const res = await send("POST", "religions", { parent: ["Hindu", "Brahmin"], value: "Bhattacharya", bn: "ভট্টাচার্য" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.item).toEqual({ value: "Bhattacharya", label: "Bhattacharya", bn: "ভট্টাচার্য", retired: false, inUse: 0 });
    const offered = (await options()).religions[0].communities.find((c) => c.value === "Brahmin")!.castes;
    expect(offered).toContainEqual({ value: "Bhattacharya", label: "Bhattacharya", bn: "ভট্টাচার্য" });
    await registerMember(t.app, { caste: "Bhattacharya" });
    const again = await send("POST", "religions", { parent: ["Hindu", "Brahmin"], value: "bhattacharya", bn: "ভট্টাচার্য" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(catalogueMessages.taken);
    expect(await audits("catalogue_option_added")).toContainEqual(
      expect.objectContaining({
        actorId: p.superAdminId,
        subjectId: "religions",
        details: expect.objectContaining({ path: ["Hindu", "Brahmin", "Bhattacharya"] }),
      }),
    );
  });

  it("retiring a caste hides it from /api/options but a member who has it still shows it, and may keep it on an edit", async () => {
    await send("POST", "religions", { parent: ["Hindu", "Kayastha"], value: "Mitra", bn: "মিত্র" });
    const held = await registerMember(t.app, { community: "Kayastha", caste: "Mitra" });
    const before = (await religions()).religions[0].communities
      .find((c) => c.value === "Kayastha")!
      .castes.find((c) => c.value === "Mitra");
    expect(before).toMatchObject({ inUse: 1, retired: false });

    const res = await send("PUT", "religions", { path: ["Hindu", "Kayastha", "Mitra"], retired: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.item).toMatchObject({ retired: true, inUse: 1 });
    expect(castesOf(await options(), "Hindu", "Kayastha")).not.toContain("Mitra");
    expect(JSON.stringify(await options())).not.toContain('"retired"');

    // The member's ad and their own profile still show it.
    const pub = await t.app.inject({ url: `/api/profile/public/${held.user.profileId}` });
    expect(pub.statusCode).toBe(200);
    expect(JSON.stringify(pub.json().data)).toContain("Mitra");
    const mine = await t.app.inject({ url: "/api/profiles/me", headers: { authorization: `Bearer ${held.token}` } });
    expect(mine.json().data.ad).toMatchObject({ community: "Kayastha", caste: "Mitra" });

    // A new registration cannot choose it.
    await expect(registerMember(t.app, { community: "Kayastha", caste: "Mitra" })).rejects.toThrow(
      /Please choose a caste of the Kayastha community/,
    );

    // An unrelated edit keeps it; choosing it anew is refused.
    const ad = mine.json().data.ad;
    const form = Object.fromEntries(
      Object.entries(ad).filter(
        ([k]) => !["profileId", "accountStatus", "phone", "email", "contactVisibility", "pendingEdit", "photos"].includes(k),
      ),
    );
    const keep = await t.app.inject({
      method: "PUT",
      url: "/api/profiles/update",
      headers: { authorization: `Bearer ${held.token}` },
      payload: { ...form, heightInches: ad.heightInches ?? 66, aboutMyself: "Loves Rabindrasangeet" },
    });
    expect(keep.statusCode, keep.body).toBe(200);
    const other = await registerMember(t.app, { community: "Kayastha", caste: "Bangaj" });
    const otherAd = (await t.app.inject({ url: "/api/profiles/me", headers: { authorization: `Bearer ${other.token}` } })).json().data.ad;
    const otherForm = Object.fromEntries(
      Object.entries(otherAd).filter(
        ([k]) => !["profileId", "accountStatus", "phone", "email", "contactVisibility", "pendingEdit", "photos"].includes(k),
      ),
    );
    const pickRetired = await t.app.inject({
      method: "PUT",
      url: "/api/profiles/update",
      headers: { authorization: `Bearer ${other.token}` },
      payload: { ...otherForm, heightInches: otherAd.heightInches ?? 66, caste: "Mitra" },
    });
    expect(pickRetired.statusCode).toBe(400);
    expect(pickRetired.json().errors).toContainEqual({ field: "caste", message: "Please choose a caste of the Kayastha community" });

    // Brought back: offered again.
    expect((await send("PUT", "religions", { path: ["Hindu", "Kayastha", "Mitra"], retired: false })).statusCode).toBe(200);
    expect(castesOf(await options(), "Hindu", "Kayastha")).toContain("Mitra");
    expect((await audits("catalogue_option_retired")).length).toBe(1);
    expect((await audits("catalogue_option_restored")).length).toBe(1);
  });

  it("deleting an in-use value answers 409 and keeps it; an unused value is deleted", async () => {
    const res = await send("DELETE", "religions", { path: ["Hindu", "Brahmin", "Rarhi"] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: "conflict", message: catalogueMessages.inUse });
    expect(castesOf(await options(), "Hindu", "Brahmin")).toContain("Rarhi");
    const religion = await send("DELETE", "religions", { path: ["Hindu"] });
    expect(religion.statusCode).toBe(409);

    expect((await send("POST", "religions", { parent: [], value: "Zoroastrian", bn: "জরথুস্ত্রীয়" })).statusCode).toBe(200);
    expect((await send("POST", "religions", { parent: ["Zoroastrian"], value: "Irani", bn: "ইরানি" })).statusCode).toBe(200);
    expect((await options()).religions.map((r) => r.value)).toContain("Zoroastrian");
    const gone = await send("DELETE", "religions", { path: ["Zoroastrian"] });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await options()).religions.map((r) => r.value)).not.toContain("Zoroastrian");
    expect(await audits("catalogue_option_deleted")).toContainEqual(
      expect.objectContaining({ details: expect.objectContaining({ path: ["Zoroastrian"] }) }),
    );
    expect((await send("DELETE", "religions", { path: ["Zoroastrian"] })).statusCode).toBe(404);
  });

  it("renames the Bengali label only; the English value stays", async () => {
    const res = await send("PUT", "religions", { path: ["Hindu", "Brahmin"], bn: "ব্রাহ্মণ (বামুন)" });
    expect(res.statusCode).toBe(200);
    const brahmin = (await options()).religions[0].communities.find((c) => c.value === "Brahmin")!;
    expect(brahmin).toMatchObject({ value: "Brahmin", label: "Brahmin", bn: "ব্রাহ্মণ (বামুন)" });
    expect(await audits("catalogue_option_renamed")).toContainEqual(
      expect.objectContaining({ details: expect.objectContaining({ before: { bn: "ব্রাহ্মণ", retired: false } }) }),
    );
  });

  it("refuses bad input with a clear 4xx and changes nothing", async () => {
    const before = JSON.stringify(await religions());
    for (const [method, payload, status] of [
      ["POST", { parent: [], value: "", bn: "x" }, 400],
      ["POST", { parent: [], value: "<script>", bn: "x" }, 400],
      ["POST", { parent: [], value: "Ok", bn: "" }, 400],
      ["POST", { parent: ["Nowhere"], value: "Ok", bn: "ঠিক" }, 404],
      ["POST", { parent: ["Hindu", "Brahmin", "Rarhi"], value: "Ok", bn: "ঠিক" }, 400],
      ["PUT", { path: ["Hindu"] }, 400],
      ["PUT", { path: [], retired: true }, 400],
      ["PUT", { path: ["Hindu", "Nowhere"], retired: true }, 404],
      ["DELETE", { path: ["Nowhere"] }, 404],
    ] as const) {
      const res = await send(method, "religions", payload);
      expect(res.statusCode, `${method} ${JSON.stringify(payload)}: ${res.body}`).toBe(status);
    }
    expect((await send("POST", "castes", { parent: [], value: "Ok", bn: "ঠিক" })).statusCode).toBe(400);
    expect(JSON.stringify(await religions())).toBe(before);
  });
});

describe("catalogue: locations", () => {
  it("lists states with cities and in-use counts; retires a state and adds, retires and deletes a city", async () => {
    await registerMember(t.app, { state: "West Bengal", city: "Kolkata" });
    const res = await t.app.inject({ url: "/api/admin/catalogue/states", headers: p.superAdmin });
    expect(res.statusCode).toBe(200);
    const wb = res.json().data.states.find((s: { value: string }) => s.value === "West Bengal");
    expect(wb).toMatchObject({ bn: "পশ্চিমবঙ্গ", retired: false });
    expect(wb.inUse).toBeGreaterThan(0);

    expect((await send("POST", "states", { parent: ["West Bengal"], value: "Krishnanagar", bn: "কৃষ্ণনগর" })).statusCode).toBe(200);
    const offered = (await options()).states.find((s) => s.value === "West Bengal")!;
    expect(offered.cities).toContainEqual({ value: "Krishnanagar", label: "Krishnanagar", bn: "কৃষ্ণনগর" });
    expect((await send("PUT", "states", { path: ["West Bengal", "Krishnanagar"], retired: true })).statusCode).toBe(200);
    expect((await options()).states.find((s) => s.value === "West Bengal")!.cities!.map((c) => c.value)).not.toContain("Krishnanagar");
    expect((await send("DELETE", "states", { path: ["West Bengal", "Krishnanagar"] })).statusCode).toBe(200);

    expect((await send("PUT", "states", { path: ["Goa"], retired: true })).statusCode).toBe(200);
    expect((await options()).states.map((s) => s.value)).not.toContain("Goa");
    await expect(registerMember(t.app, { state: "Goa" })).rejects.toThrow(/Please choose a state from the list/);
    expect((await send("DELETE", "states", { path: ["West Bengal"] })).statusCode).toBe(409);
    expect((await send("PUT", "states", { path: ["Goa"], retired: false })).statusCode).toBe(200);
    expect((await options()).states.map((s) => s.value)).toContain("Goa");
  });

  it("counts an ad's free-text city under its state in any case; such a city cannot be deleted", async () => {
    const m = await registerMember(t.app, { state: "West Bengal" });
    const auth = { authorization: `Bearer ${m.token}` };
    const ad = (await t.app.inject({ url: "/api/profiles/me", headers: auth })).json().data.ad;
    const form = Object.fromEntries(
      Object.entries(ad).filter(
        ([k]) => !["profileId", "accountStatus", "phone", "email", "contactVisibility", "pendingEdit", "photos"].includes(k),
      ),
    );
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/profiles/update",
      headers: auth,
      payload: { ...form, heightInches: ad.heightInches ?? 66, city: " siliguri" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const states = (await t.app.inject({ url: "/api/admin/catalogue/states", headers: p.superAdmin })).json().data.states;
    const wb = states.find((s: { value: string }) => s.value === "West Bengal");
    expect(wb.cities.find((c: { value: string }) => c.value === "Siliguri")).toMatchObject({ inUse: 1, bn: "শিলিগুড়ি" });
    expect(wb.cities.find((c: { value: string }) => c.value === "Haldia")).toMatchObject({ inUse: 0 });
    const refused = await send("DELETE", "states", { path: ["West Bengal", "Siliguri"] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(catalogueMessages.inUse);
  });
});

describe("options cache", () => {
  it("a change made in another server process shows within the cache time", async () => {
    const { createOptionsService, OPTIONS_CACHE_MS } = await import("../options/service.ts");
    let clock = 1_000_000;
    const other = createOptionsService(t.db, () => clock);
    expect((await other.get()).religions.map((r) => r.value)).toContain("Muslim");
    expect((await send("PUT", "religions", { path: ["Muslim", "Shia"], retired: true })).statusCode).toBe(200);
    // This process dropped its cache at once; the other still has its copy …
    const muslim = (await other.get()).religions.find((r) => r.value === "Muslim")!;
    const stillThere = muslim.communities.some((c) => c.value === "Shia");
    expect(stillThere).toBe(true);
    // … until it expires.
    clock += OPTIONS_CACHE_MS;
    expect((await other.get()).religions.find((r) => r.value === "Muslim")!.communities.map((c) => c.value)).not.toContain("Shia");
    expect((await options()).religions.find((r) => r.value === "Muslim")!.communities.map((c) => c.value)).not.toContain("Shia");
    await send("PUT", "religions", { path: ["Muslim", "Shia"], retired: false });
  });
});

describe("catalogue: concurrency", () => {
  it("ten admins' additions to one list at the same moment are all kept", async () => {
    const names = Array.from({ length: 10 }, (_, i) => `Concurrent ${process.pid % 1000} ${i}`);
    const results = await Promise.all(
      names.map((value) => send("POST", "religions", { parent: ["Christian", "Protestant"], value, bn: "প্রোটেস্ট্যান্ট" })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(names.map(() => 200));
    expect(castesOf(await options(), "Christian", "Protestant")).toEqual(expect.arrayContaining(names));
    expect(
      (await audits("catalogue_option_added")).filter((a) => (a.details as { value?: string }).value?.startsWith("Concurrent")),
    ).toHaveLength(10);
  });
});
