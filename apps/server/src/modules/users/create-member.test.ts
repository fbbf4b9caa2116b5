import { existsSync, utimesSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@app/db";
import { createTestApp, multipart, newPhone, registrationOtp, validAd, type TestApp } from "../../test/harness.ts";
import { adminSession } from "../admin-auth/test-factory.ts";
import { activeRr } from "../rr/test-factory.ts";

let t: TestApp;
let moderator: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await adminSession(t, "moderator");
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
/** A photo wider than the phone size (1080 px) and smaller than the full size's cap (1600 px). */
const photo = () =>
  sharp({ create: { width: 1500, height: 2000, channels: 3, background: { r: 120, g: 60, b: 90 } } })
    .jpeg()
    .toBuffer();

/** The member's photo as stored, after a moderator approved it. */
async function approvedPhoto(userId: number) {
  const rows = await t.db.select().from(schema.media).where(eq(schema.media.userId, userId));
  expect(rows).toHaveLength(1);
  const approve = await t.app.inject({ method: "POST", url: `/api/admin/moderation/media/${rows[0].id}/approve`, headers: moderator.auth });
  expect(approve.statusCode, approve.body).toBe(200);
  return rows[0];
}

/**
 * Every size of a new member's photo is stored and named by its row: the phone size is served as a
 * 1080 px WebP (not the full photo), and the storage sweep keeps it.
 */
async function expectEverySize(row: typeof schema.media.$inferSelect) {
  expect(row.mediumKey).toMatch(/\.medium\.webp$/);
  expect(row.thumbKey).toMatch(/\.thumb\.webp$/);
  const file = (key: string) => join(t.config.mediaDir, key);
  for (const key of [row.storageKey, row.mediumKey!, row.thumbKey!]) expect(existsSync(file(key)), key).toBe(true);

  const full = await t.app.inject({ url: `/api/media/${row.id}` });
  expect(full.statusCode).toBe(200);
  const medium = await t.app.inject({ url: `/api/media/${row.id}/medium` });
  expect(medium.statusCode).toBe(200);
  expect(medium.headers["content-type"]).toBe("image/webp");
  const size = await sharp(medium.rawPayload).metadata();
  expect(size.format).toBe("webp");
  expect(size.width).toBe(1080);
  expect(medium.rawPayload.length).toBeLessThan(full.rawPayload.length);

  // An hour and more later, the sweep removes only files no row names: none of these.
  const past = new Date(t.clock.now().getTime() - 2 * HOUR);
  for (const key of [row.storageKey, row.mediumKey!, row.thumbKey!]) utimesSync(file(key), past, past);
  await t.app.services.storageSweep.sweep({ graceMs: HOUR });
  for (const key of [row.storageKey, row.mediumKey!, row.thumbKey!]) expect(existsSync(file(key)), key).toBe(true);
  expect((await t.app.inject({ url: `/api/media/${row.id}/medium` })).headers["content-type"]).toBe("image/webp");
}

describe("a new member's photo has every size", () => {
  it("added by an RR: the phone size is stored, served and kept by the sweep", async () => {
    const rr = await activeRr(t);
    const phone = newPhone();
    const body = multipart(
      {
        name: "Ruma Ghosh",
        gender: "Female",
        phone,
        email: `medium-${process.pid}@example.in`,
        dateOfBirth: "1998-04-12",
        maritalStatus: "Never Married",
        profession: "Service",
        state: "West Bengal",
        city: "Howrah",
        language: "en",
      },
      [{ name: "photo", filename: "ruma.jpg", type: "image/jpeg", data: await photo() }],
    );
    const res = await t.app.inject({
      method: "POST",
      url: "/api/rr/members",
      headers: { authorization: `Bearer ${rr.token}`, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { memberId, fallbackOTP } = res.json().data;
    const [p] = await t.db.select().from(schema.profiles).where(eq(schema.profiles.profileId, memberId));
    const grants = async () =>
      (await t.db.select().from(schema.pointLedger).where(eq(schema.pointLedger.userId, p.userId))).map((l) => l.grantKey).sort();
    // The sign-up bonuses wait for the member's own confirmation, the picture's included.
    expect(await grants()).toEqual([]);
    const confirmed = await t.app.inject({ method: "POST", url: "/api/rr/member-consent", payload: { phone, otp: fallbackOTP } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await grants()).toEqual(["bonus:pictures", "bonus:registration", "bonus:signupCcp"]);
    await expectEverySize(await approvedPhoto(p.userId));
  });

  it("self-registered: the phone size is stored, served and kept by the sweep", async () => {
    const phone = newPhone();
    const otp = await registrationOtp(t.app, phone);
    const body = multipart(validAd({ phone, otp }) as Record<string, string>, [
      { name: "photos", filename: "me.jpg", type: "image/jpeg", data: await photo() },
    ]);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: body.payload, headers: body.headers });
    expect(res.statusCode, res.body).toBe(201);
    await expectEverySize(await approvedPhoto(res.json().data.user.id));
  });
});
