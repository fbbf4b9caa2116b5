import sharp from "sharp";
import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, multipart, registerMember, type TestApp } from "../../test/harness.ts";
import { makeAd } from "../profiles/test-factory.ts";
import { verifyKyc } from "./kyc-service.ts";

let t: TestApp;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? auth(token) : {} });
const png = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();
const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const upload = (token: string, file: { filename: string; type: string; data: Buffer }, docType = "aadhaar") => {
  const body = multipart({ docType }, [{ name: "file", ...file }]);
  return t.app.inject({ method: "POST", url: "/api/dashboard/kyc", payload: body.payload, headers: { ...body.headers, ...auth(token) } });
};
const kycFiles = () => t.mediaFiles().filter((f) => f.includes("/kyc/"));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("GET /api/profiles/stats/overview", () => {
  it("answers 401 without a session", async () => {
    expect((await get("/api/profiles/stats/overview")).statusCode).toBe(401);
    for (const url of ["/api/dashboard/kyc", "/api/dashboard/ytm", "/api/dashboard/circulation", "/api/dashboard/payments"])
      expect((await get(url)).statusCode, url).toBe(401);
  });

  it("counts views, proposals, points and CCP from the tables", async () => {
    const me = await registerMember(t.app, { gender: "Male", dateOfBirth: "1995-04-12" });
    const others = await Promise.all([
      makeAd(t.db, { gender: "Female" }),
      makeAd(t.db, { gender: "Female" }),
      makeAd(t.db, { gender: "Female" }),
    ]);
    const id = me.user.id;
    await t.db.execute(
      sql`insert into proposals (sender_id, receiver_id, status) values (${id}, ${others[0].userId}, 'pending'), (${id}, ${others[1].userId}, 'accepted')`,
    );
    await t.db.execute(sql`insert into proposals (sender_id, receiver_id, status) values (${others[2].userId}, ${id}, 'pending')`);
    await t.db.execute(
      sql`insert into ad_views (ad_user_id, viewer_key, day) values (${id}, 'm:1', '2026-11-20'), (${id}, 'm:2', '2026-11-20'), (${id}, 'm:1', '2026-11-21')`,
    );
    await t.db.execute(sql`insert into favourites (user_id, ad_user_id) values (${id}, ${others[0].userId})`);
    const res = await get("/api/profiles/stats/overview", me.token);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    const [u] = await rawRows<{ p: number; c: number }>(t.db, sql`select proposal_points as p, ccp as c from users where id = ${id}`);
    expect(d).toMatchObject({
      views_count: 3,
      proposals_sent: 2,
      proposals_received: 1,
      proposals_accepted: 1,
      points: u.p,
      ccp: u.c,
      favourites_count: 1,
      status: "active",
      is_active: true,
      ad_id: me.user.profileId,
      member_type: "QUICK",
      plan: null,
      kyc_status: "none",
    });
    // Born 1995-04-12, on 2026-11-22 he is 31: brides of 23 to 33.
    expect(d.match_filter).toEqual({ profileFor: "bride", ageFrom: 23, ageTo: 33 });
  });
});

describe("KYC documents", () => {
  it("stores an image or PDF privately as pending, and lists only the owner's documents", async () => {
    const a = await registerMember(t.app);
    const b = await registerMember(t.app);
    const res = await upload(a.token, { filename: "aadhaar.png", type: "image/png", data: await png() });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data.document;
    expect(doc).toMatchObject({ docType: "aadhaar", kind: "image", status: "pending" });
    expect((await upload(a.token, { filename: "pan.pdf", type: "application/pdf", data: pdf }, "pan")).statusCode).toBe(201);
    expect(kycFiles()).toHaveLength(2);

    const mine = (await get("/api/dashboard/kyc", a.token)).json().data;
    expect(mine.status).toBe("pending");
    expect(mine.documents).toHaveLength(2);
    const theirs = (await get("/api/dashboard/kyc", b.token)).json().data;
    expect(theirs).toEqual({ status: "none", documents: [] });
    // Never served by the public media route, under any id.
    expect((await get(`/api/media/${doc.id}`)).statusCode).toBe(404);
    expect(JSON.stringify(mine)).not.toContain("kyc/");
  });

  it("refuses a text file named .pdf, unknown types and oversize files, storing nothing", async () => {
    const m = await registerMember(t.app);
    const before = kycFiles().length;
    const fake = await upload(m.token, {
      filename: "id.pdf",
      type: "application/pdf",
      data: Buffer.from("this is just text, not a pdf at all"),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ success: false, code: "unsupported_media_type" });
    expect(fake.json().message).toMatch(/JPEG, PNG or WebP\) or a PDF/);
    const html = await upload(m.token, {
      filename: "id.png",
      type: "image/png",
      data: Buffer.from("<html><script>alert(1)</script></html>"),
    });
    expect(html.statusCode).toBe(415);
    const scripted = await upload(m.token, {
      filename: "id.pdf",
      type: "application/pdf",
      data: Buffer.from("%PDF-1.4\n<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\n%%EOF\n"),
    });
    expect(scripted.statusCode).toBe(415);
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(5 * 1024 * 1024 + 10, 0x20), Buffer.from("\n%%EOF\n")]);
    const tooBig = await upload(m.token, { filename: "big.pdf", type: "application/pdf", data: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("The document must be at most 5 MB.");
    const noType = await upload(m.token, { filename: "a.png", type: "image/png", data: await png() }, "library_card");
    expect(noType.statusCode).toBe(400);
    expect(kycFiles().length).toBe(before);
    expect((await get("/api/dashboard/kyc", m.token)).json().data.documents).toEqual([]);
  });

  it("grants the 2 KYC points exactly once, also under concurrency, with audit rows and a matching ledger", async () => {
    const m = await registerMember(t.app);
    const d1 = (await upload(m.token, { filename: "a.png", type: "image/png", data: await png() })).json().data.document.id;
    const d2 = (await upload(m.token, { filename: "b.pdf", type: "application/pdf", data: pdf }, "passport")).json().data.document.id;
    const [before] = await rawRows<{ p: number }>(t.db, sql`select proposal_points as p from users where id = ${m.user.id}`);
    const results = await Promise.all([
      verifyKyc(t.db, t.clock, d1, 1, "verified"),
      verifyKyc(t.db, t.clock, d1, 1, "verified"),
      verifyKyc(t.db, t.clock, d2, 1, "verified"),
      verifyKyc(t.db, t.clock, d2, 2, "verified"),
    ]);
    expect(results.reduce((n, r) => n + r.pointsGranted, 0)).toBe(2);
    expect(results.filter((r) => r.changed)).toHaveLength(2);
    const [after] = await rawRows<{ p: number }>(t.db, sql`select proposal_points as p from users where id = ${m.user.id}`);
    expect(after.p).toBe(before.p + 2);
    const [ledger] = await rawRows<{ total: number | string; grants: number | string }>(
      t.db,
      sql`select sum(delta) as total, count(*) filter (where grant_key = 'bonus:kyc') as grants from point_ledger where user_id = ${m.user.id} and kind = 'proposal'`,
    );
    expect(Number(ledger.total)).toBe(after.p);
    expect(Number(ledger.grants)).toBe(1);
    const audits = await rawRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where subject_type = 'kyc_document' and action = 'kyc_verified' and subject_id in (${d1}, ${d2})`,
    );
    expect(audits).toHaveLength(2);
    // A later verification (or a repeat) grants nothing more.
    expect(await verifyKyc(t.db, t.clock, d1, 1, "verified")).toMatchObject({ changed: false, pointsGranted: 0 });
    const view = (await get("/api/dashboard/kyc", m.token)).json().data;
    expect(view.status).toBe("verified");
    expect((await get("/api/profiles/stats/overview", m.token)).json().data.kyc_status).toBe("verified");
    // Verified members need no further documents.
    expect((await upload(m.token, { filename: "c.png", type: "image/png", data: await png() })).statusCode).toBe(409);
  });

  it("a rejection grants nothing and is audited", async () => {
    const m = await registerMember(t.app);
    const id = (await upload(m.token, { filename: "a.png", type: "image/png", data: await png() })).json().data.document.id;
    expect(await verifyKyc(t.db, t.clock, id, 1, "rejected", "Blurred")).toMatchObject({ changed: true, pointsGranted: 0 });
    const view = (await get("/api/dashboard/kyc", m.token)).json().data;
    expect(view).toMatchObject({ status: "rejected", documents: [{ status: "rejected", reviewNote: "Blurred" }] });
  });
});

describe("payments and circulation report", () => {
  it("answers an empty payment list, plan periods, and a 12-week report of the member's own ad", async () => {
    const m = await registerMember(t.app);
    const pay = (await get("/api/dashboard/payments", m.token)).json().data;
    expect(pay.payments).toEqual([]);
    await t.db.execute(sql`insert into circulation_weekly (ad_user_id, week, shown, mailed) values (${m.user.id}, '2026-11-16', 7, 2)`);
    const other = await registerMember(t.app);
    const mine = (await get("/api/dashboard/circulation", m.token)).json().data;
    expect(mine.weeks).toHaveLength(12);
    expect(mine.weeks[0]).toEqual({ week: "2026-11-16", shown: 7, mailed: 2 });
    expect(mine.totals).toEqual({ shown: 7, mailed: 2 });
    const theirs = (await get("/api/dashboard/circulation", other.token)).json().data;
    expect(theirs.totals).toEqual({ shown: 0, mailed: 0 });
  });

  it("counts an impression for each ad on a browse page", async () => {
    const ad = await makeAd(t.db, { gender: "Female", name: "Impression Test" });
    const before = await rawRows<{ shown: number }>(t.db, sql`select shown from circulation_weekly where ad_user_id = ${ad.userId}`);
    expect(before).toEqual([]);
    expect(
      (await get(`/api/profile/ad-profiles?q=${ad.profileId}`)).json().data.profiles.map((p: { profileId: string }) => p.profileId),
    ).toEqual([ad.profileId]);
    await get(`/api/profile/ad-profiles?q=${ad.profileId}`);
    await t.app.services.impressions.flush();
    const after = await rawRows<{ shown: number }>(t.db, sql`select shown from circulation_weekly where ad_user_id = ${ad.userId}`);
    expect(after).toEqual([{ shown: 2 }]);
  });
});
