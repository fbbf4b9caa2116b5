import { sql } from "drizzle-orm";
import { rawRows, schema } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { bearer, ledgerMismatches, member, setBalance, type Member } from "../proposals/test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  // A small daily limit keeps the limit test quick; the default is 25.
  t = await createTestApp({ env: { CONTACT_VIEWS_PER_DAY: "3" } });
});
afterAll(() => t?.close());

const call = (who: Member | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(who.token) : {}, payload });
const reveal = (who: Member, ad: { profileId: string }) => call(who, "POST", `/api/profiles/${ad.profileId}/contact`);

describe("viewing a contact with CCP", () => {
  it("spends 1 CCP for the chosen detail, re-views free, and the advertiser sees who viewed", async () => {
    const viewer = await member(t, { name: "Ravi Sen" });
    const ad = await member(t, { gender: "Female", email: "mita@example.com", details: { contactVisibility: "email" } });
    await setBalance(t.db, viewer.userId, "ccp", 2);

    const first = await reveal(viewer, ad);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: "1 CCP used. Here is the contact detail.",
      data: {
        ccpSpent: true,
        ccp: 1,
        contactViewsToday: 1,
        dailyContactLimit: 3,
        contact: { visible: true, reason: "contact_access", email: "mita@example.com", phone: null },
      },
    });
    const again = await reveal(viewer, ad);
    expect(again.json().data).toMatchObject({ ccpSpent: false, ccp: 1 });
    // The detail page now shows it too, free.
    const detail = (await call(viewer, "GET", `/api/profile/public/${ad.profileId}`)).json().data;
    expect(detail.contact).toMatchObject({ visible: true, email: "mita@example.com", phone: null });

    const ofMe = (await call(ad, "GET", "/api/contact-views?direction=of_me")).json().data;
    expect(ofMe.views).toHaveLength(1);
    expect(ofMe.views[0]).toMatchObject({ via: "ccp", other: { profileId: viewer.profileId, name: "Ravi Sen" } });
    const byMe = (await call(viewer, "GET", "/api/contact-views?direction=by_me")).json().data;
    expect(byMe.views[0].other.profileId).toBe(ad.profileId);
    const ledger = (await call(viewer, "GET", "/api/points?kind=ccp")).json().data.ledger;
    expect(ledger[0]).toMatchObject({ kind: "ccp", delta: -1, balanceAfter: 1, reason: `Contact detail of ad ${ad.profileId}` });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("works on video ads, whose contact is otherwise masked", async () => {
    const viewer = await member(t);
    const video = await member(t, { gender: "Female", planId: 3 });
    await setBalance(t.db, viewer.userId, "ccp", 1);
    expect((await call(viewer, "GET", `/api/profile/public/${video.profileId}`)).json().data.contact.reason).toBe("video_masked");
    const res = await reveal(viewer, video);
    expect(res.json().data.contact).toMatchObject({ visible: true, phone: video.phone });
  });

  it("refuses with clear messages: no CCP, own ad, demo, unknown, signed out, daily limit", async () => {
    const viewer = await member(t);
    const ads = await Promise.all(Array.from({ length: 5 }, () => member(t, { gender: "Female" })));
    const broke = await reveal(viewer, ads[0]);
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toMatchObject({
      code: "insufficient_points",
      message: "You have no CCP left. Buy a plan to get more contact check points.",
    });
    expect((await reveal(viewer, viewer)).json()).toMatchObject({ message: "This is your own ad" });
    expect((await call(viewer, "POST", "/api/profiles/DEMO_3/contact")).statusCode).toBe(400);
    expect((await call(viewer, "POST", "/api/profiles/B999999/contact")).statusCode).toBe(404);
    expect((await call(null, "POST", `/api/profiles/${ads[0].profileId}/contact`)).statusCode).toBe(401);

    await setBalance(t.db, viewer.userId, "ccp", 10);
    for (const ad of ads.slice(0, 3)) expect((await reveal(viewer, ad)).statusCode).toBe(200);
    const limited = await reveal(viewer, ads[3]);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: "limit_reached",
      message: "You can open at most 3 new contact details a day. Please try again tomorrow.",
    });
    // Re-viewing is still free, and the next India day allows new views again.
    expect((await reveal(viewer, ads[0])).statusCode).toBe(200);
    const saved = t.clock.now();
    t.clock.advance(86_400_000);
    try {
      expect((await reveal(viewer, ads[3])).statusCode).toBe(200);
    } finally {
      t.clock.set(saved);
    }
    const [u] = await rawRows<{ ccp: number }>(t.db, sql`select ccp from users where id = ${viewer.userId}`);
    expect(u.ccp).toBe(6);
  });

  it("plan-based access to premium advertisers counts towards the daily limit", async () => {
    const viewer = await member(t);
    await t.db.insert(schema.memberPlans).values({ userId: viewer.userId, planId: 7, startsAt: new Date("2026-01-01T00:00:00Z") });
    const premium = await Promise.all(Array.from({ length: 4 }, () => member(t, { gender: "Female", planId: 7 })));
    for (const ad of premium.slice(0, 3)) {
      const c = (await call(viewer, "GET", `/api/profile/public/${ad.profileId}`)).json().data.contact;
      expect(c).toMatchObject({ visible: true, reason: "premium_advertiser", phone: ad.phone });
    }
    const fourth = (await call(viewer, "GET", `/api/profile/public/${premium[3].profileId}`)).json().data.contact;
    expect(fourth).toMatchObject({ visible: false, reason: "daily_limit", phone: null });
    // An ad seen before stays open.
    expect((await call(viewer, "GET", `/api/profile/public/${premium[0].profileId}`)).json().data.contact.visible).toBe(true);
    const ofMe = (await call(premium[0], "GET", "/api/contact-views")).json().data.views;
    expect(ofMe[0]).toMatchObject({ via: "plan", other: { profileId: viewer.profileId } });
  });
});

describe("report and block", () => {
  it("stores a report for admins once, with validation", async () => {
    const a = await member(t);
    const b = await member(t, { gender: "Female" });
    const bad = await call(a, "POST", `/api/profiles/${b.profileId}/report`, { reason: "Because" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Please choose a reason from the list");
    const other = await call(a, "POST", `/api/profiles/${b.profileId}/report`, { reason: "Other" });
    expect(other.json().errors).toEqual([{ field: "details", message: "Please tell us what is wrong with this profile" }]);
    const ok = await call(a, "POST", `/api/profiles/${b.profileId}/report`, { reason: "Asking for money", details: "Asked for a deposit" });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ message: "Thank you. Our team will review this profile.", data: { status: "open" } });
    const twice = await call(a, "POST", `/api/profiles/${b.profileId}/report`, { reason: "Already married" });
    expect(twice.statusCode).toBe(409);
    expect((await call(a, "POST", `/api/profiles/${a.profileId}/report`, { reason: "Already married" })).statusCode).toBe(400);
    const rows = await rawRows<{ reason: string; details: string; status: string }>(
      t.db,
      sql`select reason, details, status from reports where reporter_id = ${a.userId}`,
    );
    expect(rows).toEqual([{ reason: "Asking for money", details: "Asked for a deposit", status: "open" }]);
    const [audit] = await rawRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'profile.report' and actor_id = ${a.userId}`,
    );
    expect(audit.n).toBe(1);
  });

  it("hides the two members from each other: detail, proposals, contact views; unblock restores", async () => {
    const a = await member(t);
    const c = await member(t, { gender: "Female" });
    await setBalance(t.db, a.userId, "proposal", 2);
    await setBalance(t.db, c.userId, "ccp", 2);
    const p = (await call(a, "POST", "/api/v1/proposals/send", { proposedUserId: c.profileId })).json().data.proposal;
    await reveal(c, a);

    const blocked = await call(a, "POST", `/api/profiles/${c.profileId}/block`);
    expect(blocked.json()).toMatchObject({
      message: "Profile blocked. You will no longer see each other.",
      data: { profileId: c.profileId, blocked: true },
    });
    expect((await call(a, "POST", `/api/profiles/${c.profileId}/block`)).statusCode).toBe(200);

    expect((await call(c, "GET", `/api/profile/public/${a.profileId}`)).statusCode).toBe(404);
    expect((await call(a, "GET", `/api/profile/public/${c.profileId}`)).statusCode).toBe(404);
    expect((await reveal(c, a)).statusCode).toBe(404);
    expect((await call(c, "GET", "/api/proposals/received")).json().data.total).toBe(0);
    expect((await call(c, "GET", `/api/proposals/${p.id}`)).statusCode).toBe(404);
    expect((await call(c, "PUT", `/api/proposals/${p.id}/respond`, { status: "accepted" })).statusCode).toBe(404);
    expect((await call(a, "GET", "/api/contact-views?direction=of_me")).json().data.total).toBe(0);
    const refused = await call(c, "POST", "/api/v1/proposals/send", { proposedUserId: a.profileId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You cannot send a proposal to this member");
    expect((await call(a, "GET", "/api/blocks")).json().data.blocked.map((b: { profileId: string }) => b.profileId)).toEqual([c.profileId]);

    expect((await call(a, "DELETE", `/api/profiles/${c.profileId}/block`)).json().data).toEqual({ profileId: c.profileId, blocked: false });
    expect((await call(c, "GET", `/api/profile/public/${a.profileId}`)).statusCode).toBe(200);
    expect((await call(c, "GET", "/api/proposals/received")).json().data.total).toBe(1);
  });

  it("cannot block oneself or an unknown profile", async () => {
    const a = await member(t);
    expect((await call(a, "POST", `/api/profiles/${a.profileId}/block`)).json().message).toBe("You cannot block your own profile");
    expect((await call(a, "POST", "/api/profiles/G999999/block")).statusCode).toBe(404);
  });
});
