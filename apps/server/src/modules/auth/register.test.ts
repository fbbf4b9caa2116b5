import sharp from "sharp";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@app/db";
import { createTestApp, multipart, newPhone, registerMember, registrationOtp, validAd, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const counts = async () => ({
  users: (await t.db.select({ n: count() }).from(schema.users))[0].n,
  sessions: (await t.db.select({ n: count() }).from(schema.sessions))[0].n,
  media: (await t.db.select({ n: count() }).from(schema.media))[0].n,
  files: t.mediaFiles().length,
});

const jpeg = (w = 800, h = 1000, withExif = false) => {
  const img = sharp({ create: { width: w, height: h, channels: 3, background: { r: 180, g: 40, b: 60 } } }).jpeg();
  return (withExif ? img.withExif({ IFD0: { Copyright: "secret-owner", Artist: "someone" } }) : img).toBuffer();
};

const registerJson = (payload: Record<string, unknown>) => t.app.inject({ method: "POST", url: "/api/auth/register", payload });
const registerMultipart = (fields: Record<string, string>, files: Parameters<typeof multipart>[1]) => {
  const { payload, headers } = multipart(fields, files);
  return t.app.inject({ method: "POST", url: "/api/auth/register", payload, headers });
};

describe("POST /api/auth/register", () => {
  it("registers a groom (JSON), numbers the ad G…, grants 1 proposal point and 10 CCP, and signs in", async () => {
    const phone = newPhone();
    const otp = await registrationOtp(t.app, phone);
    const alt = newPhone();
    const res = await registerJson(validAd({ phone, otp, alternatePhone: alt }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe("Registration completed successfully! Your account has been created and activated.");
    expect(body.data.user).toMatchObject({
      phone,
      name: "Arijit Chatterjee",
      gender: "Male",
      role: "member",
      accountStatus: "active",
      phoneVerified: true,
      points: { proposal: 1, ccp: 10 },
    });
    expect(body.data.user.profileId).toMatch(/^G\d{4,}$/);
    expect(Number(body.data.user.profileId.slice(1))).toBeGreaterThanOrEqual(2001);

    const me = await t.app.inject({ url: "/api/auth/profile", headers: { authorization: `Bearer ${body.data.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user).toMatchObject({
      alternatePhone: alt,
      dateOfBirth: "1995-04-12",
      maritalStatus: "Never Married",
      state: "West Bengal",
      religion: "Hindu",
      community: "Brahmin",
      caste: "Rarhi",
      motherTongue: "Bengali",
      profession: "Service",
      professionDetail: "IT / Software",
      highestQualification: "Graduate",
      qualificationCategory: "Engineer",
      qualificationDegree: "B.Tech",
      advertiserName: "Sukumar Chatterjee",
      relationWithCandidate: "Father",
      referredBy: null,
      photos: [],
    });
    const ledger = await t.db.select().from(schema.pointLedger).where(eq(schema.pointLedger.userId, body.data.user.id));
    expect(ledger.map((l) => [l.kind, l.delta, l.grantKey]).sort()).toEqual([
      ["ccp", 10, "bonus:signupCcp"],
      ["proposal", 1, "bonus:registration"],
    ]);
  });

  it("numbers brides B… in their own sequence", async () => {
    const phone = newPhone();
    const otp = await registrationOtp(t.app, phone);
    const res = await registerJson(validAd({ phone, otp, gender: "Female", name: "Ananya Ghosh", dateOfBirth: "2000-01-01" }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.profileId).toBe("B2001");
  });

  it("stores photos re-encoded without EXIF, with a WebP thumbnail, and grants the picture bonus", async () => {
    const phone = newPhone();
    const otp = await registrationOtp(t.app, phone);
    const res = await registerMultipart(validAd({ phone, otp }) as Record<string, string>, [
      { name: "photos", filename: "me.jpg", type: "image/jpeg", data: await jpeg(2400, 3000, true) },
      {
        name: "photos",
        filename: "two.png",
        type: "image/png",
        data: await sharp({ create: { width: 300, height: 300, channels: 4, background: "#fff" } })
          .png()
          .toBuffer(),
      },
    ]);
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json().data;
    expect(user.points).toEqual({ proposal: 2, ccp: 10 });
    const profile = (await t.app.inject({ url: "/api/auth/profile", headers: { authorization: `Bearer ${token}` } })).json().data.user;
    expect(profile.photos).toHaveLength(2);
    const main = await t.app.inject({ url: profile.photos[0].url });
    expect(main.statusCode).toBe(200);
    expect(main.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(main.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1600);
    const thumb = await t.app.inject({ url: profile.photos[0].thumbUrl });
    expect(thumb.headers["content-type"]).toBe("image/webp");
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe("webp");
    for (const f of t.mediaFiles()) expect(f).not.toMatch(/me\.jpg|two\.png/);
  });

  it("keeps registration photos pending until approved: the public ad shows none, the owner sees them awaiting review", async () => {
    const phone = newPhone();
    const otp = await registrationOtp(t.app, phone);
    const res = await registerMultipart(validAd({ phone, otp }) as Record<string, string>, [
      { name: "photos", filename: "me.jpg", type: "image/jpeg", data: await jpeg() },
    ]);
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json().data;
    const auth = { authorization: `Bearer ${token}` };
    const rows = await t.db.select().from(schema.media).where(eq(schema.media.userId, user.id));
    expect(rows.map((r) => r.reviewStatus)).toEqual(["pending"]);

    const own = (await t.app.inject({ url: "/api/auth/profile", headers: auth })).json().data.user.photos;
    expect(own).toEqual([expect.objectContaining({ id: rows[0].id, reviewStatus: "pending" })]);
    expect((await t.app.inject({ url: own[0].url })).statusCode).toBe(200); // the owner's signed link
    const gallery = (await t.app.inject({ url: "/api/profiles/me", headers: auth })).json().data.ad.photos;
    expect(gallery.map((p: { reviewStatus: string }) => p.reviewStatus)).toEqual(["pending"]);

    const publicAd = async () => (await t.app.inject({ url: `/api/profile/public/${user.profileId}` })).json().data;
    const publicCard = async () => (await t.app.inject({ url: `/api/profile/ad-profiles?q=${user.profileId}` })).json().data.profiles[0];
    expect((await publicAd()).images).toEqual([]);
    expect(await publicCard()).toMatchObject({ profileId: user.profileId, photos: 0, image: null });
    expect((await t.app.inject({ url: `/api/media/${rows[0].id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/media/${rows[0].id}/thumb` })).statusCode).toBe(404);
    // Another member's token does not open it either, nor does a signed link for a different photo.
    const other = await registerMember(t.app);
    const asOther = { authorization: `Bearer ${other.token}` };
    expect((await t.app.inject({ url: `/api/media/${rows[0].id}`, headers: asOther })).statusCode).toBe(404);
    const query = own[0].url.split("?")[1];
    const stranger = await t.db
      .insert(schema.media)
      .values({
        userId: other.user.id,
        kind: "photo",
        storageKey: "x/y.jpg",
        thumbKey: "x/y.webp",
        mime: "image/jpeg",
        width: 10,
        height: 10,
        bytes: 10,
      })
      .returning();
    expect(stranger[0].reviewStatus).toBe("pending");
    expect((await t.app.inject({ url: `/api/media/${stranger[0].id}?${query}` })).statusCode).toBe(404);
    await t.db.delete(schema.media).where(eq(schema.media.id, stranger[0].id));

    // Once an admin approves it, the photo is public.
    await t.db.update(schema.media).set({ reviewStatus: "approved" }).where(eq(schema.media.id, rows[0].id));
    expect((await publicAd()).images).toHaveLength(1);
    expect(await publicCard()).toMatchObject({ photos: 1, image: expect.stringContaining(rows[0].id) });
  });

  it("asks the height and shows it on the ad; without it the form is refused naming the field", async () => {
    const phone = newPhone();
    const otp = await registrationOtp(t.app, phone);
    const before = await counts();
    const missing = await registerJson(validAd({ phone, otp, heightInches: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({ field: "heightInches", message: "Please choose the height" });
    const odd = await registerJson(validAd({ phone, otp, heightInches: "99" }));
    expect(odd.json().errors).toContainEqual({ field: "heightInches", message: "Please choose the height" });
    expect(await counts()).toEqual(before);
    const res = await registerJson(validAd({ phone, otp, heightInches: "65" }));
    expect(res.statusCode).toBe(201);
    const card = (await t.app.inject({ url: `/api/profile/ad-profiles?q=${res.json().data.user.profileId}` })).json().data.profiles[0];
    expect(card.height).toBe(`5'5"`);
  });

  it("answers missing fields with 400 and a message per field, writing nothing", async () => {
    const before = await counts();
    const res = await registerJson({ phone: newPhone(), otp: "123456" });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    for (const f of ["gender", "name", "maritalStatus", "dateOfBirth", "religion", "community", "caste", "profession", "consent"])
      expect(fields).toContain(f);
    expect(await counts()).toEqual(before);
  });

  it("checks choices against the option lists and their cascades, and the minimum age", async () => {
    const phone = newPhone();
    const otp = await registrationOtp(t.app, phone);
    const cases: [Record<string, unknown>, string][] = [
      [{ community: "Sunni", caste: "Sheikh" }, "community"],
      [{ caste: "Dakshin Rarhi" }, "caste"],
      [{ dateOfBirth: "2010-01-01" }, "dateOfBirth"],
      [{ gender: "Female", dateOfBirth: "2009-01-01" }, "dateOfBirth"],
      [{ dateOfBirth: "1995-02-30" }, "dateOfBirth"],
      [{ professionDetail: "Doctor" }, "professionDetail"],
      [{ qualificationDegree: "MBBS" }, "qualificationDegree"],
      [{ state: "Atlantis" }, "state"],
    ];
    for (const [over, field] of cases) {
      const res = await registerJson(validAd({ phone, otp, ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it("refuses a wrong OTP, and leaves no member, session or file behind", async () => {
    const phone = newPhone();
    const otp = await registrationOtp(t.app, phone);
    const before = await counts();
    const res = await registerMultipart(validAd({ phone, otp: otp === "000000" ? "111111" : "000000" }) as Record<string, string>, [
      { name: "photos", filename: "a.jpg", type: "image/jpeg", data: await jpeg() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("otp_invalid");
    expect(await counts()).toEqual(before);
  });

  it("refuses a file that is not an image, even named and typed as one", async () => {
    const phone = newPhone();
    const otp = await registrationOtp(t.app, phone);
    const before = await counts();
    for (const data of [
      Buffer.from("hello, not a photo"),
      Buffer.from("#!/bin/sh\nrm -rf /\n"),
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
    ]) {
      const res = await registerMultipart(validAd({ phone, otp }) as Record<string, string>, [
        { name: "photos", filename: "photo.png", type: "image/png", data },
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json().errors[0].field).toBe("photos");
      expect(res.json().message).toBe(`"photo.png" is not a photo. Only JPEG, PNG or WebP photos can be uploaded.`);
    }
    // With several files, the refusal names the one that is not a photo.
    const mixed = await registerMultipart(validAd({ phone, otp }) as Record<string, string>, [
      { name: "photos", filename: "wedding.jpg", type: "image/jpeg", data: await jpeg() },
      { name: "photos", filename: "C:\\Users\\me\\notes renamed.jpg", type: "image/jpeg", data: Buffer.from("plain text") },
    ]);
    expect(mixed.statusCode).toBe(415);
    expect(mixed.json().errors).toEqual([
      { field: "photos", message: `"notes renamed.jpg" is not a photo. Only JPEG, PNG or WebP photos can be uploaded.` },
    ]);
    expect(await counts()).toEqual(before);
    // the OTP was not used up by the failed attempts
    expect((await registerJson(validAd({ phone, otp }))).statusCode).toBe(201);
  });

  it("refuses a photo over 5 MB with 413 and writes nothing", async () => {
    const phone = newPhone();
    const otp = await registrationOtp(t.app, phone);
    const before = await counts();
    const big = Buffer.concat([await jpeg(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await registerMultipart(validAd({ phone, otp }) as Record<string, string>, [
      { name: "photos", filename: "big.jpg", type: "image/jpeg", data: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      success: false,
      code: "payload_too_large",
      message: `"big.jpg" is larger than 5 MB. Each photo must be at most 5 MB.`,
    });
    expect(await counts()).toEqual(before);
  });

  it("refuses more than 10 photos", async () => {
    const phone = newPhone();
    const otp = await registrationOtp(t.app, phone);
    const small = await jpeg(50, 50);
    const files = Array.from({ length: 11 }, (_, i) => ({ name: "photos", filename: `${i}.jpg`, type: "image/jpeg", data: small }));
    const res = await registerMultipart(validAd({ phone, otp }) as Record<string, string>, files);
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json().success).toBe(false);
    expect(t.mediaFiles().filter((f) => f.includes("photos")).length).toBe((await counts()).media * 3);
  });

  it("answers a second registration of the same phone with 409", async () => {
    const phone = newPhone();
    expect((await registerJson(validAd({ phone, otp: await registrationOtp(t.app, phone) }))).statusCode).toBe(201);
    t.clock.advance(61_000);
    const again = await registerJson(validAd({ phone, otp: await registrationOtp(t.app, phone) }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe("phone");
  });

  it("lets exactly one of two concurrent registrations with the same code through", async () => {
    const phone = newPhone();
    const otp = await registrationOtp(t.app, phone);
    const results = await Promise.all([registerJson(validAd({ phone, otp })), registerJson(validAd({ phone, otp }))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, expect.any(Number)]);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const [u] = await t.db.select().from(schema.users).where(eq(schema.users.phone, phone));
    expect(u.proposalPoints).toBe(1);
  });

  it("links a known referral code to its RR and rejects an unknown one", async () => {
    await t.db
      .insert(schema.rrs)
      .values({ email: "rep@example.in", name: "Rep", mobile: "9830000000", passwordHash: "x", referCode: "RRKOL7", active: true });
    const phone = newPhone();
    const otp = await registrationOtp(t.app, phone);
    const bad = await registerJson(validAd({ phone, otp, referCode: "NOPE99" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: "referCode", message: expect.stringMatching(/not valid/) }]);
    const good = await registerJson(validAd({ phone, otp, referCode: "rrkol7" }));
    expect(good.statusCode).toBe(201);
    const profile = await t.app.inject({ url: "/api/auth/profile", headers: { authorization: `Bearer ${good.json().data.token}` } });
    expect(profile.json().data.user.referredBy).toBe("RRKOL7");
  });
});
