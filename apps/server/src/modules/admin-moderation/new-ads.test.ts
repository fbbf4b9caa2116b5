import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerMember, type TestApp } from "../../test/harness.ts";
import { adminSession } from "../admin-auth/test-factory.ts";
import { rrAddedMember } from "../rr/test-factory.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, "moderator");
});
afterAll(async () => {
  await t?.close();
});

type Item = { member: { id: number; status: string }; live: boolean; overdue: boolean; waitingSince: string; awaitingConsent: boolean };
const queue = async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/admin/moderation/ads?limit=100", headers: admin.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: Item[]; total: number };
};
const inQueue = async (id: number) => (await queue()).items.find((i) => i.member.id === id);
const pendingAds = async () =>
  (await t.app.inject({ method: "GET", url: "/api/admin/moderation/counts", headers: admin.auth })).json().data.pendingAds as number;
const decide = (id: number, decision: "approve" | "reject", reason?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/moderation/ads/${id}/${decision}`,
    headers: admin.auth,
    ...(reason ? { payload: { reason } } : {}),
  });
const visible = async (profileId: string) => (await t.app.inject({ method: "GET", url: `/api/profile/public/${profileId}` })).statusCode;

describe("New Ads: every new ad is live at once and waits for an admin's review (decision 0018)", () => {
  it("a self-registered ad is live for visitors and in the queue; approving takes it out and keeps it live, once", async () => {
    const before = await pendingAds();
    const m = await registerMember(t.app);
    expect(await visible(m.user.profileId)).toBe(200);
    expect(await inQueue(m.user.id)).toMatchObject({ live: true, overdue: false, awaitingConsent: false, member: { status: "active" } });
    expect(await pendingAds()).toBe(before + 1);
    expect((await queue()).total).toBe(await pendingAds());

    expect((await decide(m.user.id, "approve")).statusCode).toBe(200);
    expect(await inQueue(m.user.id)).toBeUndefined();
    expect(await pendingAds()).toBe(before);
    expect(await visible(m.user.profileId)).toBe(200);
    // Reviewed once: a second decision is refused and changes nothing.
    expect((await decide(m.user.id, "approve")).statusCode).toBe(409);
    expect((await decide(m.user.id, "reject", "Too late")).statusCode).toBe(409);
    expect(await visible(m.user.profileId)).toBe(200);
  });

  it("rejecting a live new ad needs a reason, takes it out of circulation and out of the queue", async () => {
    const m = await registerMember(t.app);
    expect((await decide(m.user.id, "reject")).statusCode).toBe(400);
    expect(await inQueue(m.user.id)).toBeDefined();
    expect((await decide(m.user.id, "reject", "Photos of someone else")).statusCode).toBe(200);
    expect(await inQueue(m.user.id)).toBeUndefined();
    expect(await visible(m.user.profileId)).toBe(404);
  });

  it("an ad an RR added waits for its member's confirmation, then stays in the queue, live, until an admin reviews it", async () => {
    const m = await rrAddedMember(t);
    expect(await inQueue(m.userId)).toMatchObject({ awaitingConsent: true, live: false });
    expect(await visible(m.profileId)).toBe(404);
    expect((await m.confirm()).statusCode).toBe(200);
    expect(await visible(m.profileId)).toBe(200);
    expect(await inQueue(m.userId)).toMatchObject({ awaitingConsent: false, live: true });
    expect((await decide(m.userId, "approve")).statusCode).toBe(200);
    expect(await inQueue(m.userId)).toBeUndefined();
  });

  it("marks an ad not reviewed within NEW_AD_REVIEW_HOURS (a day) as overdue", async () => {
    const m = await registerMember(t.app);
    t.clock.advance(25 * 3_600_000);
    admin = await adminSession(t, "moderator");
    expect(await inQueue(m.user.id)).toMatchObject({ overdue: true, live: true });
  });
});
