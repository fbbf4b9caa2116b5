// Answers about other members name them by their ad's public id (B2001, G2001) only: sequential
// internal ids would tell anyone the member count and invite enumeration.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerMember, type TestApp } from "../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every key path in a JSON value whose name looks like an internal member id. */
function internalIdKeys(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => internalIdKeys(v, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => [
      ...(/^(user_?id|ad_?user_?ids?|sender_?id|receiver_?id|blocker_?id|blocked_?id|reporter_?id)$/i.test(k) ? [`${path}.${k}`] : []),
      ...internalIdKeys(v, `${path}.${k}`),
    ]);
  return [];
}

describe("public answers carry public ids only", () => {
  it("browse, ad detail, proposals, contact views and blocks name other members by profile id", async () => {
    const bride = await registerMember(t.app, { gender: "Female", name: "Barsha Das" });
    const groom = await registerMember(t.app, { gender: "Male", name: "Arjun Roy" });
    const as = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
    const get = async (url: string, token?: string) => {
      const res = await t.app.inject({ method: "GET", url, headers: as(token) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/v1/proposals/send",
      headers: as(groom.token),
      payload: { proposedUserId: bride.user.profileId, message: "Hello" },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    await t.app.inject({ method: "POST", url: `/api/profiles/${groom.user.profileId}/contact`, headers: as(bride.token) });
    const other = await registerMember(t.app, { gender: "Male", name: "Chandan Pal" });
    await t.app.inject({ method: "POST", url: `/api/profiles/${other.user.profileId}/block`, headers: as(bride.token) });

    const answers = {
      browseVisitor: await get("/api/profile/ad-profiles?limit=50"),
      browseMember: await get("/api/profile/ad-profiles?limit=50", groom.token),
      detailVisitor: await get(`/api/profile/public/${bride.user.profileId}`),
      detailMember: await get(`/api/profile/public/${bride.user.profileId}`, groom.token),
      sent: await get("/api/proposals/sent", groom.token),
      received: await get("/api/proposals/received", bride.token),
      contactViews: await get("/api/contact-views", bride.token),
      blocks: await get("/api/blocks", bride.token),
      favourites: await get("/api/profile/favourites", groom.token),
    };
    expect(answers.browseVisitor.data.profiles.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining([bride.user.profileId, groom.user.profileId]),
    );
    expect(answers.received.data.proposals[0].other.profileId).toBe(groom.user.profileId);
    expect(answers.blocks.data.blocked[0].profileId).toBe(other.user.profileId);
    for (const [name, body] of Object.entries(answers)) expect(internalIdKeys(body), name).toEqual([]);
    expect(JSON.stringify(answers.browseVisitor)).not.toMatch(new RegExp(`"id":${bride.user.id}\\b`));
  });
});
