import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, multipart, registerMember, type TestApp } from "../../test/harness.ts";
import { createPhotosService } from "../my-ad/photos-service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: auth(token) });
const jpeg = () =>
  sharp({ create: { width: 400, height: 500, channels: 3, background: "#3050b0" } })
    .jpeg()
    .toBuffer();
async function upload(token: string): Promise<{ id: string; url: string; thumbUrl: string }> {
  const body = multipart({}, [{ name: "file", filename: "a.jpg", type: "image/jpeg", data: await jpeg() }]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/upload",
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.photo;
}
const approve = (id: string) =>
  createPhotosService({ db: t.db, clock: t.clock, storage: t.app.deps.storage, links: t.app.services.mediaLinks }).review(id, "approved");
const setPrivacy = (token: string, photoVisibility: string) =>
  t.app.inject({
    method: "PUT",
    url: "/api/profiles/privacy-settings",
    headers: auth(token),
    payload: { privacySettings: { showPhone: true, showEmail: false, photoVisibility } },
  });
const detail = async (profileId: string, token?: string) => (await get(`/api/profile/public/${profileId}`, token)).json().data;
const plain = (id: string) => `/api/media/${id}`;

describe("who may load a photo", () => {
  it("a pending photo: only its owner, through the gallery's signed URL or the bearer token", async () => {
    const owner = await registerMember(t.app, { gender: "Female" });
    const other = await registerMember(t.app);
    const photo = await upload(owner.token);
    expect(photo.url).toMatch(new RegExp(`^/api/media/${photo.id}\\?exp=\\d+&sig=[\\w-]+$`));

    for (const url of [plain(photo.id), `${plain(photo.id)}/thumb`]) {
      expect((await get(url)).statusCode, url).toBe(404);
      expect((await get(url, other.token)).statusCode, url).toBe(404);
    }
    expect((await get(plain(photo.id), owner.token)).statusCode).toBe(200);
    // The gallery loads it with <img>: the signed URLs work without a header.
    const signed = await get(photo.url);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers["cache-control"]).toMatch(/^private/);
    expect((await get(photo.thumbUrl)).headers["content-type"]).toBe("image/webp");
    // Not on the public ad until approved; then public on the plain URL.
    expect((await detail(owner.user.profileId)).images).toEqual([]);
    expect(await approve(photo.id)).toBe(true);
    const pub = await detail(owner.user.profileId);
    expect(pub.images).toEqual([{ url: plain(photo.id), thumbUrl: `${plain(photo.id)}/thumb` }]);
    const res = await get(plain(photo.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/^public/);
  });

  it("a members-only photo: not on the plain URL for visitors; signed URLs from the ad and the cards", async () => {
    const owner = await registerMember(t.app, { gender: "Female", name: "Rupa Sen" });
    const viewer = await registerMember(t.app);
    const photo = await upload(owner.token);
    await approve(photo.id);
    expect((await setPrivacy(owner.token, "members")).statusCode).toBe(200);

    expect((await get(plain(photo.id))).statusCode).toBe(404);
    expect((await get(`${plain(photo.id)}/thumb`)).statusCode).toBe(404);
    expect((await get(plain(photo.id), viewer.token)).statusCode).toBe(200);

    const [image] = (await detail(owner.user.profileId, viewer.token)).images;
    expect(image.url).toMatch(/\?exp=\d+&sig=/);
    expect((await get(image.url)).statusCode).toBe(200);
    const cards = (await get(`/api/profile/ad-profiles?q=${owner.user.profileId}`, viewer.token)).json().data.profiles;
    const card = cards.find((c: { profileId: string }) => c.profileId === owner.user.profileId);
    expect(card.image).toMatch(new RegExp(`^/api/media/${photo.id}/thumb\\?exp=\\d+&sig=`));
    expect((await get(card.image)).statusCode).toBe(200);
  });

  it("an accepted-requests photo: not on the plain URL for a member without an accepted request", async () => {
    const owner = await registerMember(t.app, { gender: "Female" });
    const asker = await registerMember(t.app);
    const photo = await upload(owner.token);
    await approve(photo.id);
    await setPrivacy(owner.token, "accepted");
    expect((await get(plain(photo.id), asker.token)).statusCode).toBe(404);
    expect((await get(plain(photo.id), owner.token)).statusCode).toBe(200);
  });

  it("a signed URL works until it expires and fails when tampered with", async () => {
    const owner = await registerMember(t.app, { gender: "Female" });
    const photo = await upload(owner.token);
    const other = await upload(owner.token);
    expect((await get(photo.url)).statusCode).toBe(200);

    const sig = new URL(photo.url, "http://x").searchParams.get("sig")!;
    const exp = Number(new URL(photo.url, "http://x").searchParams.get("exp"));
    const flipped = (sig[0] === "A" ? "B" : "A") + sig.slice(1);
    expect((await get(`${plain(photo.id)}?exp=${exp}&sig=${flipped}`)).statusCode).toBe(404);
    expect((await get(`${plain(photo.id)}?exp=${exp + 3600}&sig=${sig}`)).statusCode).toBe(404);
    expect((await get(`${plain(other.id)}?exp=${exp}&sig=${sig}`)).statusCode).toBe(404);
    expect((await get(`${plain(photo.id)}?exp=${exp}`)).statusCode).toBe(404);

    const start = t.clock.now();
    try {
      t.clock.set(new Date(exp * 1000 - 1000));
      expect((await get(photo.url)).statusCode).toBe(200);
      t.clock.set(new Date(exp * 1000));
      expect((await get(photo.url)).statusCode).toBe(404);
      expect((await get(photo.thumbUrl)).statusCode).toBe(404);
    } finally {
      t.clock.set(start);
    }
  });

  it("browse cards of public photos keep the plain, cacheable thumbnail", async () => {
    const owner = await registerMember(t.app, { gender: "Female", name: "Jhuma Paul" });
    const photo = await upload(owner.token);
    await approve(photo.id);
    const cards = (await get(`/api/profile/ad-profiles?q=${owner.user.profileId}`)).json().data.profiles;
    expect(cards.find((c: { profileId: string }) => c.profileId === owner.user.profileId).image).toBe(`${plain(photo.id)}/thumb`);
  });
});
