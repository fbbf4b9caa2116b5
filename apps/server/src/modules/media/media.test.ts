import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "@app/db";
import { createTestApp, multipart, newPhone, registrationOtp, validAd, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let photo: { url: string; thumbUrl: string };
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  const phone = newPhone();
  const otp = await registrationOtp(t.app, phone);
  const data = await sharp({ create: { width: 500, height: 700, channels: 3, background: "#b03050" } })
    .jpeg()
    .toBuffer();
  const { payload, headers } = multipart(validAd({ phone, otp }) as Record<string, string>, [
    { name: "photos", filename: "x.jpg", type: "image/jpeg", data },
  ]);
  const res = await t.app.inject({ method: "POST", url: "/api/auth/register", payload, headers });
  const { token, user } = res.json().data;
  userId = user.id;
  // An admin approves the photo (it waits for review until then).
  await t.db.update(schema.media).set({ reviewStatus: "approved" }).where(eq(schema.media.userId, userId));
  const profile = await t.app.inject({ url: "/api/auth/profile", headers: { authorization: `Bearer ${token}` } });
  photo = profile.json().data.user.photos[0];
});
afterAll(() => t.close());

describe("GET /api/media/:id", () => {
  it("serves a photo and its thumbnail by id, never sniffed as anything else", async () => {
    // The member's own profile lists their photos with signed URLs; an approved public photo also has the plain one.
    expect(photo.url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);
    expect((await t.app.inject({ url: photo.url })).statusCode).toBe(200);
    const main = await t.app.inject({ url: photo.url.split("?")[0] });
    expect(main.statusCode).toBe(200);
    expect(main.headers["content-type"]).toBe("image/jpeg");
    expect(main.headers["x-content-type-options"]).toBe("nosniff");
    const thumb = await t.app.inject({ url: photo.thumbUrl.split("?")[0] });
    expect(thumb.headers["content-type"]).toBe("image/webp");
    expect(thumb.rawPayload.length).toBeLessThan(main.rawPayload.length);
  });

  it("serves a phone-sized WebP between the thumbnail and the full photo, with the same grant", async () => {
    const [path, grant] = photo.url.split("?");
    const medium = await t.app.inject({ url: `${path}/medium?${grant}` });
    expect(medium.statusCode).toBe(200);
    expect(medium.headers["content-type"]).toBe("image/webp");
    const { default: sharp } = await import("sharp");
    const size = await sharp(medium.rawPayload).metadata();
    const full = await sharp((await t.app.inject({ url: photo.url })).rawPayload).metadata();
    expect(size.width).toBe(Math.min(1080, full.width!));
    // Same proportions as the full photo (not cropped like the thumbnail).
    expect(Math.abs(size.width! / size.height! - full.width! / full.height!)).toBeLessThan(0.01);
    expect((await t.app.inject({ url: "/api/media/00000000-0000-4000-8000-000000000000/medium" })).statusCode).toBe(404);
  });

  it("answers unknown and malformed ids with 404 and 400, never a file path", async () => {
    expect((await t.app.inject({ url: "/api/media/00000000-0000-4000-8000-000000000000" })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: "/api/media/..%2F..%2F.secret" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: "validation_failed" });
  });

  it("stops serving the photos of a suspended member", async () => {
    await t.db.update(schema.users).set({ accountStatus: "suspended" }).where(eq(schema.users.id, userId));
    expect((await t.app.inject({ url: photo.url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: photo.url.split("?")[0] })).statusCode).toBe(404);
  });
});
