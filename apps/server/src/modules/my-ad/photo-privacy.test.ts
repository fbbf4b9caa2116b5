import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@app/db";
import { createTestApp, registerMember, type TestApp } from "../../test/harness.ts";
import { makeAd } from "../profiles/test-factory.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An approved photo row (the files themselves are not needed here). */
const addPhoto = (userId: number) =>
  t.db.insert(schema.media).values({
    userId,
    kind: "photo",
    storageKey: `x/${userId}.jpg`,
    thumbKey: `x/${userId}.webp`,
    mime: "image/jpeg",
    width: 10,
    height: 10,
    bytes: 10,
    reviewStatus: "approved",
  });
const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const detail = async (profileId: string, token?: string) =>
  (await t.app.inject({ method: "GET", url: `/api/profile/public/${profileId}`, headers: auth(token) })).json().data;
const card = async (profileId: string, token?: string) =>
  (await t.app.inject({ method: "GET", url: `/api/profile/ad-profiles?q=${profileId}`, headers: auth(token) }))
    .json()
    .data.profiles.find((p: { profileId: string }) => p.profileId === profileId);
const setPrivacy = (token: string, photoVisibility: string) =>
  t.app.inject({
    method: "PUT",
    url: "/api/profiles/privacy-settings",
    headers: auth(token),
    payload: { privacySettings: { showPhone: true, showEmail: false, photoVisibility } },
  });

describe("photo visibility", () => {
  it("'members' hides photos from visitors only", async () => {
    const owner = await registerMember(t.app, { gender: "Female", name: "Mitali Bose", dateOfBirth: "1998-01-01" });
    await makeAd(t.db, {}); // a second ad so the list is not trivially one
    await addPhoto(owner.user.id);
    const viewer = await registerMember(t.app);
    expect((await detail(owner.user.profileId)).images).toHaveLength(1);
    expect((await setPrivacy(owner.token, "members")).statusCode).toBe(200);

    const anon = await detail(owner.user.profileId);
    expect(anon.images).toEqual([]);
    expect(anon.photoRestriction).toBe("sign_in");
    expect((await card(owner.user.profileId)).image).toBeNull();

    const member = await detail(owner.user.profileId, viewer.token);
    expect(member.images).toHaveLength(1);
    expect(member.photoRestriction).toBeNull();
    expect((await card(owner.user.profileId, viewer.token)).image).toMatch(/^\/api\/media\//);
  });

  it("'accepted' shows photos only to members whose request the owner accepted", async () => {
    const owner = await registerMember(t.app, { gender: "Female", name: "Payel Dutta", dateOfBirth: "1997-01-01" });
    await addPhoto(owner.user.id);
    const asker = await registerMember(t.app);
    const other = await registerMember(t.app);
    await setPrivacy(owner.token, "accepted");

    for (const token of [undefined, asker.token, other.token]) expect((await detail(owner.user.profileId, token)).images).toEqual([]);
    expect((await detail(owner.user.profileId, asker.token)).photoRestriction).toBe("request");
    expect((await card(owner.user.profileId, asker.token)).image).toBeNull();
    expect((await detail(owner.user.profileId, owner.token)).images).toHaveLength(1);

    const sent = await t.app.inject({
      method: "POST",
      url: `/api/profiles/${owner.user.profileId}/photo-request`,
      headers: auth(asker.token),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({
      alreadyRequested: false,
      request: { status: "pending", profile: { profileId: owner.user.profileId, thumbUrl: null } },
    });
    const again = await t.app.inject({
      method: "POST",
      url: `/api/profiles/${owner.user.profileId}/photo-request`,
      headers: auth(asker.token),
    });
    expect(again.json().data.alreadyRequested).toBe(true);
    const own = await t.app.inject({
      method: "POST",
      url: `/api/profiles/${owner.user.profileId}/photo-request`,
      headers: auth(owner.token),
    });
    expect(own.statusCode).toBe(400);

    const received = (await t.app.inject({ method: "GET", url: "/api/profiles/photo-requests", headers: auth(owner.token) })).json().data
      .received;
    expect(received).toHaveLength(1);
    expect(received[0].profile.profileId).toBe(asker.user.profileId);

    // Only the owner can answer.
    const hijack = await t.app.inject({
      method: "PUT",
      url: `/api/profiles/photo-requests/${received[0].id}`,
      headers: auth(asker.token),
      payload: { status: "accepted" },
    });
    expect(hijack.statusCode).toBe(404);
    const ok = await t.app.inject({
      method: "PUT",
      url: `/api/profiles/photo-requests/${received[0].id}`,
      headers: auth(owner.token),
      payload: { status: "accepted" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.received[0].status).toBe("accepted");

    expect((await detail(owner.user.profileId, asker.token)).images).toHaveLength(1);
    expect((await card(owner.user.profileId, asker.token)).image).toMatch(/^\/api\/media\//);
    expect((await detail(owner.user.profileId, other.token)).images).toEqual([]);
    expect((await detail(owner.user.profileId)).images).toEqual([]);
    const mine = (await t.app.inject({ method: "GET", url: "/api/profiles/photo-requests", headers: auth(asker.token) })).json().data.sent;
    expect(mine[0]).toMatchObject({ status: "accepted" });
    expect(mine[0].profile.thumbUrl).toMatch(/^\/api\/media\//);

    const bad = await t.app.inject({
      method: "PUT",
      url: `/api/profiles/photo-requests/${received[0].id}`,
      headers: auth(owner.token),
      payload: { status: "maybe" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses an unknown photo visibility", async () => {
    const { token } = await registerMember(t.app);
    const res = await setPrivacy(token, "friends");
    expect(res.statusCode).toBe(400);
  });
});
