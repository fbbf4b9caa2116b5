import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, multipart, registerMember, type TestApp } from "../../test/harness.ts";
import { adminSession } from "../admin-auth/test-factory.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, "moderator");
});
afterAll(() => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const jpeg = () =>
  sharp({ create: { width: 400, height: 500, channels: 3, background: "#b03050" } })
    .jpeg()
    .toBuffer();
const mp4 = () => {
  const b = Buffer.alloc(4096, 7);
  b.writeUInt32BE(24, 0);
  b.write("ftyp", 4, "latin1");
  b.write("isom", 8, "latin1");
  return b;
};
async function upload(token: string, file: { filename: string; type: string; data: Buffer }, fields: Record<string, string> = {}) {
  const body = multipart(fields, [{ name: "file", ...file }]);
  return t.app.inject({ method: "POST", url: "/api/upload", headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}
const refuse = (id: string, reason: string) =>
  t.app.inject({ method: "POST", url: `/api/admin/moderation/media/${id}/reject`, headers: admin.auth, payload: { reason } });
const refused = async (token: string, kind?: "photo" | "video") => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/profiles/refused-media${kind ? `?kind=${kind}` : ""}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.refused as { id: string; kind: string; reason: string | null; thumbUrl: string | null }[];
};
const dismiss = (token: string, id: string) =>
  t.app.inject({ method: "DELETE", url: `/api/profiles/refused-media/${id}`, headers: bearer(token) });

describe("refused photos and videos", () => {
  it("lists a refused photo with the admin's reason until its member dismisses it; nobody else can dismiss it", async () => {
    const m = await registerMember(t.app);
    const other = await registerMember(t.app);
    const kept: string = (await upload(m.token, { filename: "a.jpg", type: "image/jpeg", data: await jpeg() })).json().data.photo.id;
    const id: string = (await upload(m.token, { filename: "b.jpg", type: "image/jpeg", data: await jpeg() })).json().data.photo.id;
    expect(await refused(m.token)).toEqual([]);

    expect((await refuse(id, "  Face not visible  ")).statusCode).toBe(200);
    const list = await refused(m.token, "photo");
    expect(list).toEqual([expect.objectContaining({ id, kind: "photo", reason: "Face not visible" })]);
    // The member's own thumbnail of it still loads (signed), while the public cannot see it.
    expect((await t.app.inject({ method: "GET", url: list[0].thumbUrl! })).statusCode).toBe(200);
    expect(await refused(m.token, "video")).toEqual([]);
    // The gallery itself holds only the photo still waiting.
    const ad = (await t.app.inject({ method: "GET", url: "/api/profiles/me", headers: bearer(m.token) })).json().data.ad;
    expect(ad.photos.map((p: { id: string }) => p.id)).toEqual([kept]);

    const stranger = await dismiss(other.token, id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ success: false, code: "not_found", message: "Refused photo or video not found" });
    expect(await refused(m.token)).toHaveLength(1);
    expect((await dismiss(m.token, kept)).statusCode).toBe(404); // not refused
    expect((await dismiss(m.token, "not-a-uuid")).statusCode).toBe(400);
    expect((await t.app.inject({ method: "DELETE", url: `/api/profiles/refused-media/${id}` })).statusCode).toBe(401);

    const done = await dismiss(m.token, id);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.refused).toEqual([]);
    // Gone on every device: a new session sees nothing either, and a second dismissal is not found.
    const again = await t.app.services.sessions.create(t.db, "member", m.user.id);
    expect(await refused(again)).toEqual([]);
    expect((await dismiss(again, id)).statusCode).toBe(404);
  });

  it("lists a refused video with its reason until dismissed", async () => {
    const m = await registerMember(t.app);
    const up = await upload(m.token, { filename: "v.mp4", type: "video/mp4", data: mp4() }, { type: "video" });
    const id: string = up.json().data.videos[0].id;
    expect((await refuse(id, "Music with copyright")).statusCode).toBe(200);
    expect(await refused(m.token, "video")).toEqual([
      expect.objectContaining({ id, kind: "video", reason: "Music with copyright", thumbUrl: null }),
    ]);
    expect(await refused(m.token, "photo")).toEqual([]);
    expect((await dismiss(m.token, id)).json().data.refused).toEqual([]);
  });
});
