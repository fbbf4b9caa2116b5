import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerMember, type TestApp } from "../test/harness.ts";
import { builtWebApp } from "../test/web-build.ts";

// The whole app with the built web app: an ad's page is drawn by the app's own wiring from the database.
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerMember>>;
let member: Awaited<ReturnType<typeof registerMember>>;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: builtWebApp() } });
  owner = await registerMember(t.app, { gender: "Female", name: "Ananya Basu" });
  member = await registerMember(t.app, { gender: "Male" });
});
afterAll(async () => {
  await t?.close();
});

const visitorIp = "203.0.113.7";
const memberIp = "198.51.100.9";
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A browser opening the ad's page: no bearer token (the session lives in the page's storage), maybe cookies. */
async function openPage(ip: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/profile/${owner.user.profileId}`, remoteAddress: ip, headers });
  expect(res.statusCode).toBe(200);
  expect(res.body, "the page arrives drawn").toMatch(/<h1[^>]*>Ananya Basu/);
  expect(res.body).not.toContain(owner.user.phone);
  // The views the answer it was drawn from holds, and the page without this answer's nonces.
  const page = res.body.replace(/nonce="[^"]*"|name="csp-nonce" content="[^"]*"/g, "");
  return { views: Number(/\\"views\\",(\d+)/.exec(res.body)?.[1]), page };
}
/** What the page does once it runs: drawn for a visitor, it reports the view; a member's page reads the ad as them. */
const reportView = (ip: string, token?: string) =>
  t.app.inject({ method: "POST", url: `/api/profile/${owner.user.profileId}/view`, remoteAddress: ip, headers: token ? auth(token) : {} });
const readAd = (ip: string, token?: string) =>
  t.app.inject({ url: `/api/profile/public/${owner.user.profileId}`, remoteAddress: ip, headers: token ? auth(token) : {} });

const viewerKeys = async () =>
  (
    await rawRows<{ k: string; day: string }>(
      t.db,
      sql`select viewer_key as k, day::text as day from ad_views v join ads a on a.user_id = v.ad_user_id
          where a.profile_id = ${owner.user.profileId} order by day, viewer_key`,
    )
  ).map((r) => `${r.day} ${r.k.slice(0, 2)}`);
const dashboardViews = async () =>
  (await t.app.inject({ url: "/api/profiles/stats/overview", headers: auth(owner.token) })).json().data.views_count;

describe("an ad's page drawn by the server counts one view per visit", () => {
  it("an anonymous visitor: the render counts nothing, the page's report counts one view by address, once a day", async () => {
    expect((await openPage(visitorIp, { "accept-language": "bn-IN,bn" })).views).toBe(0);
    expect(await viewerKeys()).toEqual([]);
    const report = await reportView(visitorIp);
    expect(report.json()).toEqual({ success: true, data: { profileId: owner.user.profileId, views: 1 } });
    // Reloads, and reading the ad again within the app, are the same visitor that day.
    expect((await openPage(visitorIp)).views).toBe(1);
    expect((await reportView(visitorIp)).json().data.views).toBe(1);
    expect((await readAd(visitorIp)).json().data.views).toBe(1);
    expect(await viewerKeys()).toEqual(["2026-11-22 ip"]);
  });

  it("a signed-in member: the render is the visitor's page and counts nothing; the member's own read counts one member view", async () => {
    const cookie = "language=en";
    const drawn = await openPage(memberIp, { cookie });
    // Nothing of the member in the page: the same answer any visitor gets.
    expect(drawn.views).toBe(1);
    expect(drawn).toEqual(await openPage(visitorIp));
    const read = await readAd(memberIp, member.token);
    expect(read.json().data.views).toBe(2);
    expect(await viewerKeys()).toEqual(["2026-11-22 ip", "2026-11-22 m:"]);
    // Reloads the same day, a report carrying the member's token, or the member from another address: still one view.
    expect((await openPage(memberIp, { cookie })).views).toBe(2);
    expect((await readAd(memberIp, member.token)).json().data.views).toBe(2);
    expect((await reportView(memberIp, member.token)).json().data.views).toBe(2);
    expect((await readAd("198.51.100.77", member.token)).json().data.views).toBe(2);
    expect(await viewerKeys()).toEqual(["2026-11-22 ip", "2026-11-22 m:"]);
    expect(await dashboardViews()).toBe(2);
  });

  it("a crawler or a prefetch that runs no page counts nothing; the next India day counts each viewer again", async () => {
    for (let i = 0; i < 5; i++) await openPage(`192.0.2.${i + 1}`, { "user-agent": "Googlebot/2.1" });
    expect(await dashboardViews()).toBe(2);
    t.clock.advance(86_400_000);
    await openPage(visitorIp);
    expect((await reportView(visitorIp)).json().data.views).toBe(3);
    await openPage(memberIp);
    expect((await readAd(memberIp, member.token)).json().data.views).toBe(4);
    expect(await viewerKeys()).toEqual(["2026-11-22 ip", "2026-11-22 m:", "2026-11-23 ip", "2026-11-23 m:"]);
    expect(await dashboardViews()).toBe(4);
  });
});
