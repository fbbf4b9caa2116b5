import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@app/db";
import { createTestApp, multipart, registerMember, type TestApp } from "../../test/harness.ts";
import { createVideoService, sniffVideo } from "./video-service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A file that starts like an MP4 (ftyp box) followed by filler. */
const mp4 = (size = 4096, brand = "isom") => {
  const b = Buffer.alloc(size, 7);
  b.writeUInt32BE(24, 0);
  b.write("ftyp", 4, "latin1");
  b.write(brand, 8, "latin1");
  return b;
};
const avi = () => {
  const b = Buffer.alloc(2048, 1);
  b.write("RIFF", 0, "latin1");
  b.write("AVI ", 8, "latin1");
  return b;
};

function uploadVideo(token: string, data: Buffer, filename = "clip.mp4", type = "video/mp4") {
  const body = multipart({ type: "video" }, [{ name: "file", filename, type, data }]);
  return t.app.inject({ method: "POST", url: "/api/upload", headers: { ...auth(token), ...body.headers }, payload: body.payload });
}
const videoRows = (userId: number) => t.db.select().from(schema.media).where(eq(schema.media.userId, userId));

describe("videos", () => {
  it("recognises MP4, MOV and AVI by their first bytes only", () => {
    expect(sniffVideo(mp4())?.mime).toBe("video/mp4");
    expect(sniffVideo(mp4(64, "qt  "))?.mime).toBe("video/quicktime");
    expect(sniffVideo(avi())?.mime).toBe("video/x-msvideo");
    expect(sniffVideo(Buffer.from("hello, this is a text file"))).toBeNull();
  });

  it("stores up to three pending videos and refuses a fourth", async () => {
    const { token, user } = await registerMember(t.app);
    for (const [data, name] of [
      [mp4(), "a.mp4"],
      [mp4(4096, "qt  "), "b.mov"],
      [avi(), "c.avi"],
    ] as const) {
      const res = await uploadVideo(token, data, name);
      expect(res.statusCode).toBe(200);
    }
    const list = (await t.app.inject({ method: "GET", url: "/api/profiles/videos", headers: auth(token) })).json().data.videos;
    expect(list.map((v: { mime: string; reviewStatus: string }) => [v.mime, v.reviewStatus])).toEqual([
      ["video/mp4", "pending"],
      ["video/quicktime", "pending"],
      ["video/x-msvideo", "pending"],
    ]);
    const before = t.mediaFiles().length;
    const fourth = await uploadVideo(token, mp4());
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().message).toBe("You can have at most 3 videos. Delete one before adding another.");
    expect(t.mediaFiles().length).toBe(before);
    expect(await videoRows(user.id)).toHaveLength(3);
  });

  it("refuses a text file named .mp4 with 415 and leaves nothing", async () => {
    const { token, user } = await registerMember(t.app);
    const before = t.mediaFiles().length;
    const res = await uploadVideo(token, Buffer.from("This is not a video at all, only some text pretending."), "movie.mp4", "video/mp4");
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      success: false,
      code: "unsupported_media_type",
      message: "Only videos in MP4, MOV or AVI format can be uploaded.",
    });
    expect(t.mediaFiles().length).toBe(before);
    expect(await videoRows(user.id)).toHaveLength(0);
  });

  it("refuses a 60 MB video with 413 and a clear message, leaving no file or row", async () => {
    const { token, user } = await registerMember(t.app);
    const before = t.mediaFiles().length;
    const res = await uploadVideo(token, mp4(60 * 1024 * 1024));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("Each video must be at most 50 MB.");
    expect(t.mediaFiles().length).toBe(before);
    expect(await videoRows(user.id)).toHaveLength(0);
  });

  it("an approved video becomes the ad's video; only the owner can delete it", async () => {
    const owner = await registerMember(t.app);
    const other = await registerMember(t.app);
    const uploaded = (await uploadVideo(owner.token, mp4())).json().data.videos[0];
    const id = uploaded.id;
    // Pending: only the owner, through the signed URL of their list.
    expect(uploaded.url).toMatch(/\?exp=\d+&sig=/);
    expect((await t.app.inject({ url: uploaded.url })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/media/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/media/${id}`, headers: auth(other.token) })).statusCode).toBe(404);
    let pub = (await t.app.inject({ method: "GET", url: `/api/profile/public/${owner.user.profileId}` })).json().data;
    expect(pub.videoUrl).toBeNull();
    expect(
      await createVideoService({ db: t.db, clock: t.clock, storage: t.app.deps.storage, links: t.app.services.mediaLinks }).review(
        id,
        "approved",
      ),
    ).toBe(true);
    pub = (await t.app.inject({ method: "GET", url: `/api/profile/public/${owner.user.profileId}` })).json().data;
    expect(pub.videoUrl).toBe(`/api/media/${id}`);
    expect((await t.app.inject({ url: `/api/media/${id}` })).statusCode).toBe(200);
    expect(pub.adType).toBe("video");

    const denied = await t.app.inject({ method: "DELETE", url: `/api/profiles/videos/${id}`, headers: auth(other.token) });
    expect(denied.statusCode).toBe(404);
    expect(await videoRows(owner.user.id)).toHaveLength(1);

    const before = t.mediaFiles().length;
    const del = await t.app.inject({ method: "DELETE", url: `/api/profiles/videos/${id}`, headers: auth(owner.token) });
    expect(del.statusCode).toBe(200);
    expect(del.json().data.videos).toEqual([]);
    expect(t.mediaFiles().length).toBe(before - 1);
    pub = (await t.app.inject({ method: "GET", url: `/api/profile/public/${owner.user.profileId}` })).json().data;
    expect(pub.videoUrl).toBeNull();
  });

  it("refuses an unknown upload type and a photo over 5 MB", async () => {
    const { token } = await registerMember(t.app);
    const body = multipart({ type: "document" }, [
      { name: "file", filename: "a.pdf", type: "application/pdf", data: Buffer.from("%PDF-1.4") },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/upload",
      headers: { ...auth(token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe("type");
    const big = multipart({}, [{ name: "file", filename: "big.jpg", type: "image/jpeg", data: Buffer.alloc(6 * 1024 * 1024, 1) }]);
    const res2 = await t.app.inject({
      method: "POST",
      url: "/api/upload",
      headers: { ...auth(token), ...big.headers },
      payload: big.payload,
    });
    expect(res2.statusCode).toBe(413);
    expect(res2.json().message).toMatch(/^".+" is larger than 5 MB\. Each photo must be at most 5 MB\.$/);
  });
});
