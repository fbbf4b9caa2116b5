import { eq } from "drizzle-orm";
import sharp from "sharp";
import { schema } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSession } from "../../modules/admin-auth/test-factory.ts";
import { createTestApp, multipart, registerMember, type TestApp } from "../../test/harness.ts";
import { startLocalS3, type LocalS3 } from "../../test/s3-server.ts";

let s3: LocalS3;
let t: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({ env: s3.env });
  admin = await adminSession(t, "moderator");
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const bucketKeys = async () => {
  const keys: string[] = [];
  for await (const f of t.storage.list()) keys.push(f.key);
  return keys.sort();
};
const upload = (token: string, url: string, fields: Record<string, string>, file: { filename: string; type: string; data: Buffer }) => {
  const body = multipart(fields, [{ name: "file", ...file }]);
  return t.app.inject({ method: "POST", url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const mp4 = () => {
  const b = Buffer.alloc(64 * 1024, 7);
  b.writeUInt32BE(24, 0);
  b.write("ftyp", 4, "latin1");
  b.write("isom", 8, "latin1");
  return b;
};

describe("files in an S3 bucket, through the app", () => {
  it("a member's photo, video and KYC document are stored in the bucket, served by id to who may see them, and erased with the member", async () => {
    const m = await registerMember(t.app);
    const jpeg = await sharp({ create: { width: 400, height: 500, channels: 3, background: "#3050b0" } })
      .jpeg()
      .toBuffer();

    const photo = await upload(m.token, "/api/upload", {}, { filename: "a.jpg", type: "image/jpeg", data: jpeg });
    expect(photo.statusCode).toBe(200);
    const photoId: string = photo.json().data.photo.id;
    const video = await upload(m.token, "/api/upload", { type: "video" }, { filename: "v.mp4", type: "video/mp4", data: mp4() });
    expect(video.statusCode).toBe(200);
    const videoId: string = video.json().data.videos[0].id;
    expect(
      (await upload(m.token, "/api/dashboard/kyc", { docType: "aadhaar" }, { filename: "k.jpg", type: "image/jpeg", data: jpeg }))
        .statusCode,
    ).toBe(201);

    // Every file is final in the bucket (no part left), none in the local folder.
    const keys = await bucketKeys();
    const p = `photos/${photoId.slice(0, 2)}/${photoId}`;
    expect(keys.filter((k) => k.startsWith("photos/"))).toEqual([`${p}.jpg`, `${p}.medium.webp`, `${p}.thumb.webp`]);
    expect(keys.filter((k) => k.startsWith("videos/"))).toHaveLength(1);
    expect(keys.filter((k) => k.startsWith("kyc/"))).toHaveLength(1);
    expect(keys.filter((k) => k.endsWith(".part"))).toEqual([]);
    expect(t.mediaFiles()).toEqual([]);

    // The owner sees the photo waiting for review, whole and with its length; anyone else gets the 404 of an unknown id.
    const own = await get(`/api/media/${photoId}`, bearer(m.token));
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/jpeg");
    expect(own.rawPayload.equals((await t.storage.get(`${p}.jpg`))!)).toBe(true);
    expect(Number(own.headers["content-length"])).toBe(own.rawPayload.length);
    expect((await get(`/api/media/${photoId}/thumb`, bearer(m.token))).headers["content-type"]).toBe("image/webp");
    expect((await get(`/api/media/${photoId}`)).statusCode).toBe(404);
    const ownVideo = await get(`/api/media/${videoId}`, bearer(m.token));
    expect(ownVideo.statusCode).toBe(200);
    expect(ownVideo.rawPayload.equals(mp4())).toBe(true);

    // A video player seeking reads only the bytes it asks for.
    const part = await get(`/api/media/${videoId}`, { ...bearer(m.token), range: "bytes=1000-1999" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 1000-1999/${mp4().length}`);
    expect(part.headers["content-length"]).toBe("1000");
    expect(part.rawPayload.equals(mp4().subarray(1000, 2000))).toBe(true);
    expect(ownVideo.headers["accept-ranges"]).toBe("bytes");
    const past = await get(`/api/media/${videoId}`, { ...bearer(m.token), range: `bytes=${mp4().length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${mp4().length}`);
    // A range the server does not read (another unit, backwards, several) is ignored: the whole file.
    for (const range of ["items=0-9", "bytes=20-10", "bytes=0-1,5-6"])
      expect((await get(`/api/media/${videoId}`, { ...bearer(m.token), range })).statusCode).toBe(200);
    // A range nobody may see is the same 404 as ever.
    expect((await get(`/api/media/${videoId}`, { range: "bytes=0-9" })).statusCode).toBe(404);

    // Approved, the photo is public and may be kept by browsers and a CDN.
    const approve = await t.app.inject({ method: "POST", url: `/api/admin/moderation/media/${photoId}/approve`, headers: admin.auth });
    expect(approve.statusCode).toBe(200);
    const pub = await get(`/api/media/${photoId}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.headers["cache-control"]).toBe("public, max-age=3600");

    // The KYC document is read only through the admin endpoint.
    const item = (await t.app.inject({ method: "GET", url: "/api/admin/moderation/kyc", headers: admin.auth }))
      .json()
      .data.items.find((i: { member: { id: number } }) => i.member.id === m.user.id);
    const kyc = await get(`/api/admin/kyc/${item.id}/file`, admin.auth);
    expect(kyc.statusCode).toBe(200);
    expect(kyc.headers["cache-control"]).toBe("no-store");
    expect(kyc.rawPayload.length).toBeGreaterThan(0);
    expect((await get(`/api/admin/kyc/${item.id}/file`, bearer(m.token))).statusCode).toBe(403);
    expect((await get(`/api/admin/kyc/${item.id}/file`)).statusCode).toBe(401);

    // Erasure removes every size of every photo, the video and the KYC document from the bucket.
    expect((await t.app.inject({ method: "DELETE", url: `/api/users/${m.user.id}`, headers: admin.auth })).statusCode).toBe(200);
    expect(await bucketKeys()).toEqual([]);
    expect((await get(`/api/media/${photoId}`)).statusCode).toBe(404);
  });

  it("a file missing from the bucket answers 404, not 500", async () => {
    const m = await registerMember(t.app);
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#a04050" } })
      .jpeg()
      .toBuffer();
    const id: string = (await upload(m.token, "/api/upload", {}, { filename: "b.jpg", type: "image/jpeg", data: jpeg })).json().data.photo
      .id;
    await t.storage.delete(`photos/${id.slice(0, 2)}/${id}.jpg`);
    const res = await get(`/api/media/${id}`, bearer(m.token));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: "not_found" });
  });

  it("while the bucket cannot be reached, reading and uploading answer 503 service_unavailable and store no row", async () => {
    const m = await registerMember(t.app);
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#40a050" } })
      .jpeg()
      .toBuffer();
    const id: string = (await upload(m.token, "/api/upload", {}, { filename: "c.jpg", type: "image/jpeg", data: jpeg })).json().data.photo
      .id;
    await s3.stop();

    const read = await get(`/api/media/${id}`, bearer(m.token));
    expect(read.statusCode).toBe(503);
    expect(read.json()).toMatchObject({ success: false, code: "service_unavailable" });
    expect(read.headers["retry-after"]).toBe("5");
    const photos = async () => (await t.db.select().from(schema.media).where(eq(schema.media.userId, m.user.id))).length;
    const before = await photos();
    const up = await upload(m.token, "/api/upload", {}, { filename: "d.jpg", type: "image/jpeg", data: jpeg });
    expect(up.statusCode).toBe(503);
    expect(up.json()).toMatchObject({ success: false, code: "service_unavailable" });
    expect(await photos()).toBe(before);
  });
});
