import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@app/db";
import type { TMyAd } from "@app/contract";
import { createTestApp, multipart, registerMember, type TestApp } from "../../test/harness.ts";
import { createPhotosService } from "./photos-service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const jpeg = (w = 400, h = 500) =>
  sharp({ create: { width: w, height: h, channels: 3, background: "#b03050" } })
    .jpeg()
    .toBuffer();

async function me(token: string): Promise<TMyAd> {
  const res = await t.app.inject({ method: "GET", url: "/api/profiles/me", headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data.ad;
}

/** The form as the web client sends it: every field of the member's current ad. */
function formOf(ad: TMyAd, over: Record<string, unknown> = {}) {
  const fields = Object.fromEntries(
    Object.entries(ad).filter(
      ([k]) => !["profileId", "accountStatus", "phone", "email", "contactVisibility", "pendingEdit", "photos"].includes(k),
    ),
  );
  return { ...fields, heightInches: ad.heightInches ?? 66, ...over };
}

const update = (token: string, payload: unknown) =>
  t.app.inject({ method: "PUT", url: "/api/profiles/update", headers: auth(token), payload: payload as object });
const publicAd = async (profileId: string) => (await t.app.inject({ method: "GET", url: `/api/profile/public/${profileId}` })).json().data;
const upload = async (token: string, data: Buffer, filename = "a.jpg", type = "image/jpeg", fields: Record<string, string> = {}) => {
  const body = multipart(fields, [{ name: "file", filename, type, data }]);
  return t.app.inject({ method: "POST", url: "/api/upload", headers: { ...auth(token), ...body.headers }, payload: body.payload });
};

describe("Edit My Ad: PUT /api/profiles/update", () => {
  it("needs a signed-in member", async () => {
    expect((await t.app.inject({ method: "PUT", url: "/api/profiles/update", payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/profiles/me" })).statusCode).toBe(401);
  });

  it("applies ordinary fields at once and the public ad shows them", async () => {
    const { token, user } = await registerMember(t.app);
    const ad = await me(token);
    const res = await update(
      token,
      formOf(ad, {
        maritalStatus: "Divorced",
        heightInches: 68,
        aboutMyself: "Loves Rabindrasangeet",
        city: "Kolkata",
        incomeBand: "5-10",
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: "Profile updated successfully!", data: { pendingApproval: false } });
    const pub = await publicAd(user.profileId);
    expect(pub.details["My Details"]).toContain("Divorced");
    expect(pub.details["About Myself"]).toBe("Loves Rabindrasangeet");
  });

  it("saves a fresh ad as it was registered, with only the fields registration requires", async () => {
    const { token } = await registerMember(t.app, {
      motherTongue: undefined,
      highestQualification: undefined,
      qualificationCategory: undefined,
      qualificationDegree: undefined,
      advertiserName: undefined,
      relationWithCandidate: undefined,
      professionDetail: undefined,
      state: undefined,
    });
    const ad = await me(token);
    expect(ad).toMatchObject({ heightInches: 68, relationWithCandidate: null, motherTongue: null, highestQualification: null });
    const res = await update(token, { ...formOf(ad), aboutMyself: "Quiet, kind, loves books" });
    expect(res.statusCode).toBe(200);
    expect((await me(token)).aboutMyself).toBe("Quiet, kind, loves books");
  });

  it.each([
    ["an impossible date", { dateOfBirth: "1995-02-30" }, "dateOfBirth", "Please enter a valid date of birth"],
    ["a 12-year-old", { dateOfBirth: "2014-05-01" }, "dateOfBirth", "The groom must be at least 21 years old"],
    ["a missing height", { heightInches: undefined }, "heightInches", "Please choose the height"],
    ["an unknown mother tongue", { motherTongue: "Klingon" }, "motherTongue", "Please choose a mother tongue from the list"],
    ["an unknown relation", { relationWithCandidate: "Neighbour" }, "relationWithCandidate", "Please choose a relation from the list"],
    ["a caste of another community", { caste: "Nonsense" }, "caste", "Please choose a caste of the Brahmin community"],
    ["an unknown income", { incomeBand: "999" }, "incomeBand", "Please choose an income from the list"],
  ])("rejects %s with a field error and stores nothing", async (_n, over, field, message) => {
    const { token, user } = await registerMember(t.app);
    const ad = await me(token);
    const res = await update(token, formOf(ad, { name: "Someone Else", aboutMyself: "changed", ...over }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    const after = await me(token);
    expect(after).toEqual(ad);
    expect(await t.db.select().from(schema.adPendingEdits).where(eq(schema.adPendingEdits.userId, user.id))).toHaveLength(0);
  });

  it("keeps the approved name, birth date and gender public until an admin approves; the ad stays in circulation", async () => {
    const { token, user } = await registerMember(t.app, { name: "Arijit Chatterjee" });
    const ad = await me(token);
    const res = await update(token, formOf(ad, { name: "Arijit Chattopadhyay", dateOfBirth: "1994-04-12", city: "Howrah" }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pendingApproval).toBe(true);
    const mine = await me(token);
    expect(mine.name).toBe("Arijit Chatterjee");
    expect(mine.city).toBe("Howrah");
    expect(mine.pendingEdit?.proposed).toEqual({ name: "Arijit Chattopadhyay", dateOfBirth: "1994-04-12" });

    let pub = await publicAd(user.profileId);
    expect(pub.name).toBe("Arijit Chatterjee");
    expect(pub.age).toBe(31);
    const cards = (await t.app.inject({ method: "GET", url: "/api/profile/ad-profiles?q=Arijit" })).json().data;
    expect(JSON.stringify(cards)).toContain(user.profileId);

    const service = t.app.services.pendingEdits;
    await service.decidePendingEdit(user.id, "approved", 1);
    pub = await publicAd(user.profileId);
    expect(pub.name).toBe("Arijit Chattopadhyay");
    expect(pub.age).toBe(32);
    expect((await me(token)).pendingEdit).toBeNull();
    await expect(service.decidePendingEdit(user.id, "approved", 1)).rejects.toMatchObject({ status: 404 });
  });

  it("a rejected edit leaves the ad as it was", async () => {
    const { token, user } = await registerMember(t.app, { name: "Sourav Ghosh" });
    await update(token, formOf(await me(token), { name: "Sourav G" }));
    const service = t.app.services.pendingEdits;
    await service.decidePendingEdit(user.id, "rejected", 1, "Please use the full name");
    expect((await me(token)).name).toBe("Sourav Ghosh");
    expect((await publicAd(user.profileId)).name).toBe("Sourav Ghosh");
  });

  it("an approved gender change gives the ad a number of the right series", async () => {
    const { token, user } = await registerMember(t.app);
    await update(token, formOf(await me(token), { gender: "Female" }));
    const service = t.app.services.pendingEdits;
    await service.decidePendingEdit(user.id, "approved", 1);
    const after = await me(token);
    expect(after.gender).toBe("Female");
    expect(after.profileId).toMatch(/^B\d+$/);
  });
});

describe("Gallery: POST /api/upload and PUT /api/profiles/photos", () => {
  it("uploads up to five photos as pending, grants the picture bonus once, refuses a sixth", async () => {
    const { token, user } = await registerMember(t.app);
    const before = t.mediaFiles().length;
    const points = async () => (await t.db.select().from(schema.users).where(eq(schema.users.id, user.id)))[0].proposalPoints;
    const start = await points();
    for (let i = 0; i < 5; i++) {
      const res = await upload(token, await jpeg());
      expect(res.statusCode).toBe(200);
      expect(res.json().data.photo.reviewStatus).toBe("pending");
      expect(res.json().data.bonusGranted).toBe(i === 0);
    }
    expect(await points()).toBe(start + 1);
    const sixth = await upload(token, await jpeg());
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().errors[0]).toEqual({ field: "file", message: "You can have at most 5 photos. Delete one before adding another." });
    // Each photo: the full size, a phone size and a thumbnail.
    expect(t.mediaFiles().length).toBe(before + 15);
  });

  it("refuses a file that is not a photo whatever its name says, and leaves no file", async () => {
    const { token } = await registerMember(t.app);
    const before = t.mediaFiles().length;
    const res = await upload(token, Buffer.from("just some text, not a picture"), "photo.jpg", "image/jpeg");
    expect(res.statusCode).toBe(415);
    expect(res.json().errors).toEqual([
      { field: "file", message: `"photo.jpg" is not a photo. Only JPEG, PNG or WebP photos can be uploaded.` },
    ]);
    expect((await upload(token, await jpeg(), "a.jpg", "image/jpeg", { type: "document" })).statusCode).toBe(400);
    expect(t.mediaFiles().length).toBe(before);
    expect((await me(token)).photos).toHaveLength(0);
  });

  it("shows new photos in public only once approved; first position is the poster", async () => {
    const { token, user } = await registerMember(t.app);
    const a = (await upload(token, await jpeg())).json().data.photo.id;
    const b = (await upload(token, await jpeg())).json().data.photo.id;
    expect((await publicAd(user.profileId)).images).toHaveLength(0);
    const photos = createPhotosService({ db: t.db, clock: t.clock, storage: t.app.deps.storage, links: t.app.services.mediaLinks });
    expect(await photos.review(a, "approved")).toBe(true);
    expect(await photos.review(b, "approved")).toBe(true);
    expect((await publicAd(user.profileId)).images.map((i: { url: string }) => i.url)).toEqual([`/api/media/${a}`, `/api/media/${b}`]);

    const res = await t.app.inject({ method: "PUT", url: "/api/profiles/photos", headers: auth(token), payload: { photos: [b, a] } });
    expect(res.statusCode).toBe(200);
    expect((await publicAd(user.profileId)).images[0].url).toBe(`/api/media/${b}`);
    const [row] = await t.db.select().from(schema.ads).where(eq(schema.ads.userId, user.id));
    expect(row.thumbId).toBe(b);
    expect(row.photoCount).toBe(2);

    const before = t.mediaFiles().length;
    const del = await t.app.inject({ method: "PUT", url: "/api/profiles/photos", headers: auth(token), payload: { photos: [a] } });
    expect(del.json().data.photos.map((p: { id: string }) => p.id)).toEqual([a]);
    expect(t.mediaFiles().length).toBe(before - 3);
  });

  it("a member cannot arrange or delete another member's photos", async () => {
    const owner = await registerMember(t.app);
    const other = await registerMember(t.app);
    const photo = (await upload(owner.token, await jpeg())).json().data.photo.id;
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/profiles/photos",
      headers: auth(other.token),
      payload: { photos: [photo] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("One of these photos is not in your gallery");
    expect((await me(owner.token)).photos.map((p) => p.id)).toEqual([photo]);
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/profiles/photos",
      headers: auth(owner.token),
      payload: { photos: [photo, photo] },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("Privacy: PUT /api/profiles/privacy-settings", () => {
  const put = (token: string, showPhone: boolean, showEmail: boolean) =>
    t.app.inject({
      method: "PUT",
      url: "/api/profiles/privacy-settings",
      headers: auth(token),
      payload: { privacySettings: { showPhone, showEmail } },
    });

  it("never hides both contact details", async () => {
    const { token } = await registerMember(t.app);
    const res = await put(token, false, false);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please keep at least one contact detail visible: your phone or your email");
    expect((await me(token)).contactVisibility).toBe("phone");
  });

  it("hides the phone only when there is an email to show instead", async () => {
    const { token } = await registerMember(t.app);
    expect((await put(token, false, true)).statusCode).toBe(400);
    await t.app.inject({ method: "PUT", url: "/api/auth/profile", headers: auth(token), payload: { email: "arijit@example.com" } });
    const both = await put(token, true, true);
    expect(both.json().data).toEqual({
      privacySettings: { showPhone: true, showEmail: true, photoVisibility: "everyone" },
      hasEmail: true,
    });
    expect((await put(token, true, false)).json().data.privacySettings).toEqual({
      showPhone: true,
      showEmail: false,
      photoVisibility: "everyone",
    });
    expect((await me(token)).contactVisibility).toBe("phone");
    expect((await put(token, false, true)).statusCode).toBe(200);
    expect((await me(token)).contactVisibility).toBe("email");
  });
});
