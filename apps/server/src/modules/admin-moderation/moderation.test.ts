import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRows } from "@app/db";
import { createTestApp, multipart, registerMember, type TestApp } from "../../test/harness.ts";
import { adminSession } from "../admin-auth/test-factory.ts";
import { rrAddedMember } from "../rr/test-factory.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
let superAdmin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, "moderator");
  superAdmin = await adminSession(t, "super_admin");
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const asAdmin = (method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
const jpeg = () =>
  sharp({ create: { width: 400, height: 500, channels: 3, background: "#30b050" } })
    .jpeg()
    .toBuffer();
const mp4 = () => {
  const b = Buffer.alloc(4096, 7);
  b.writeUInt32BE(24, 0);
  b.write("ftyp", 4, "latin1");
  b.write("isom", 8, "latin1");
  return b;
};
async function upload(
  token: string,
  fields: Record<string, string>,
  file: { filename: string; type: string; data: Buffer },
  url = "/api/upload",
) {
  const body = multipart(fields, [{ name: "file", ...file }]);
  return t.app.inject({ method: "POST", url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}
const counts = async () => (await asAdmin("GET", "/api/admin/moderation/counts")).json().data;
const notices = (userId: number, template: string) =>
  rawRows<{ body: string }>(t.db, sql`select body from notifications where user_id = ${userId} and template = ${template}`);
const publicAd = async (profileId: string) => (await t.app.inject({ method: "GET", url: `/api/profile/public/${profileId}` })).json().data;

describe("access", () => {
  it("refuses the queues without a token (401) and with a member's token (403)", async () => {
    const m = await registerMember(t.app);
    const urls = [
      ["GET", "/api/admin/moderation/counts"],
      ["GET", "/api/admin/moderation/ads"],
      ["GET", "/api/admin/moderation/edits"],
      ["GET", "/api/admin/moderation/photos"],
      ["GET", "/api/admin/moderation/videos"],
      ["GET", "/api/admin/moderation/kyc"],
      ["GET", "/api/admin/moderation/reports"],
      ["GET", "/api/admin/kyc/00000000-0000-4000-8000-000000000000/file"],
      ["POST", "/api/admin/moderation/media/00000000-0000-4000-8000-000000000000/approve"],
      ["POST", "/api/admin/moderation/reports/1/dismiss"],
    ] as const;
    for (const [method, url] of urls) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method, url, headers: bearer(m.token) })).statusCode, url).toBe(403);
    }
  });
});

describe("photos and videos", () => {
  it("a pending photo loads for admins only; approving makes it load for visitors; a decision is made once", async () => {
    const m = await registerMember(t.app);
    const up = await upload(m.token, {}, { filename: "p.jpg", type: "image/jpeg", data: await jpeg() });
    expect(up.statusCode).toBe(200);
    const id: string = up.json().data.photo.id;
    const before = await counts();

    const queue = (await asAdmin("GET", "/api/admin/moderation/photos")).json().data;
    const item = queue.items.find((i: { id: string }) => i.id === id);
    expect(item.member).toMatchObject({ id: m.user.id, profileId: m.user.profileId });
    expect((await t.app.inject({ method: "GET", url: item.url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/media/${id}` })).statusCode).toBe(404);
    expect((await publicAd(m.user.profileId)).images).toHaveLength(0);

    const ok = await asAdmin("POST", `/api/admin/moderation/media/${id}/approve`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.counts.photos).toBe(before.photos - 1);
    expect((await t.app.inject({ method: "GET", url: `/api/media/${id}` })).statusCode).toBe(200);
    expect((await publicAd(m.user.profileId)).images).toHaveLength(1);
    expect(await notices(m.user.id, "moderation.photo.approved")).toHaveLength(1);
    expect((await asAdmin("POST", `/api/admin/moderation/media/${id}/reject`, { reason: "late" })).statusCode).toBe(409);
    const [audit] = await rawRows<{ actor_id: number }>(
      t.db,
      sql`select actor_id from audit_log where action = 'photo.approved' and subject_id = ${id}`,
    );
    expect(audit.actor_id).toBe(admin.admin.id);
  });

  it("rejecting needs a reason the member sees, and keeps the photo private", async () => {
    const m = await registerMember(t.app);
    const id: string = (await upload(m.token, {}, { filename: "p.jpg", type: "image/jpeg", data: await jpeg() })).json().data.photo.id;
    const bare = await asAdmin("POST", `/api/admin/moderation/media/${id}/reject`);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors[0].field).toBe("reason");
    expect((await asAdmin("POST", `/api/admin/moderation/media/${id}/reject`, { reason: "Face not visible" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/media/${id}` })).statusCode).toBe(404);
    expect((await notices(m.user.id, "moderation.photo.rejected"))[0].body).toContain("Face not visible");
    expect((await asAdmin("POST", "/api/admin/moderation/media/not-a-uuid/approve")).statusCode).toBe(404);
  });

  it("an approved video becomes the ad's video", async () => {
    const m = await registerMember(t.app);
    const up = await upload(m.token, { type: "video" }, { filename: "v.mp4", type: "video/mp4", data: mp4() });
    expect(up.statusCode).toBe(200);
    const queue = (await asAdmin("GET", "/api/admin/moderation/videos")).json().data;
    const item = queue.items.find((i: { member: { id: number } }) => i.member.id === m.user.id);
    expect(item).toMatchObject({ kind: "video", mime: "video/mp4" });
    expect((await t.app.inject({ method: "GET", url: item.url })).statusCode).toBe(200);
    expect((await asAdmin("POST", `/api/admin/moderation/media/${item.id}/approve`)).statusCode).toBe(200);
    expect((await publicAd(m.user.profileId)).videoUrl).toContain(item.id);
  });
});

describe("pending edits", () => {
  it("shows old and new values; rejecting leaves the public ad, approving changes it; a replaced edit is not approved", async () => {
    const m = await registerMember(t.app, { name: "Old Name" });
    const propose = (name: string) =>
      t.db.execute(
        sql`insert into ad_pending_edits (user_id, proposed, submitted_at) values (${m.user.id}, ${JSON.stringify({ name })}::jsonb, now())`,
      );
    await propose("Wrong Name");
    let item = (await asAdmin("GET", "/api/admin/moderation/edits"))
      .json()
      .data.items.find((i: { member: { id: number } }) => i.member.id === m.user.id);
    expect(item.current.name).toBe("Old Name");
    expect(item.proposed).toEqual({ name: "Wrong Name" });
    expect((await asAdmin("POST", `/api/admin/moderation/edits/${item.id}/reject`, { reason: "Name must match ID" })).statusCode).toBe(200);
    expect((await publicAd(m.user.profileId)).name).toBe("Old Name");

    await propose("First Try");
    const stale = (await asAdmin("GET", "/api/admin/moderation/edits"))
      .json()
      .data.items.find((i: { member: { id: number } }) => i.member.id === m.user.id);
    // The member replaces the edit before the admin decides.
    await t.db.execute(sql`delete from ad_pending_edits where id = ${stale.id}`);
    await propose("New Name");
    expect((await asAdmin("POST", `/api/admin/moderation/edits/${stale.id}/approve`)).statusCode).toBe(409);
    item = (await asAdmin("GET", "/api/admin/moderation/edits"))
      .json()
      .data.items.find((i: { member: { id: number } }) => i.member.id === m.user.id);
    expect((await asAdmin("POST", `/api/admin/moderation/edits/${item.id}/approve`)).statusCode).toBe(200);
    expect((await publicAd(m.user.profileId)).name).toBe("New Name");
    expect(await notices(m.user.id, "moderation.edit.approved")).toHaveLength(1);
    expect((await notices(m.user.id, "moderation.edit.rejected"))[0].body).toContain("Name must match ID");
  });
});

describe("KYC", () => {
  it("the admin sees the document; two concurrent approvals grant the bonus once", async () => {
    const m = await registerMember(t.app);
    const up = await upload(
      m.token,
      { docType: "aadhaar" },
      { filename: "k.jpg", type: "image/jpeg", data: await jpeg() },
      "/api/dashboard/kyc",
    );
    expect(up.statusCode).toBe(201);
    const item = (await asAdmin("GET", "/api/admin/moderation/kyc"))
      .json()
      .data.items.find((i: { member: { id: number } }) => i.member.id === m.user.id);
    const file = await asAdmin("GET", `/api/admin/kyc/${item.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/jpeg");
    expect((await t.app.inject({ method: "GET", url: `/api/admin/kyc/${item.id}/file`, headers: bearer(m.token) })).statusCode).toBe(403);

    const [{ before }] = await rawRows<{ before: number }>(t.db, sql`select proposal_points as before from users where id = ${m.user.id}`);
    const results = await Promise.all([
      asAdmin("POST", `/api/admin/moderation/kyc/${item.id}/approve`),
      asAdmin("POST", `/api/admin/moderation/kyc/${item.id}/approve`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [{ after, grants }] = await rawRows<{ after: number; grants: number }>(
      t.db,
      sql`select proposal_points as after, (select count(*)::int from point_ledger where user_id = ${m.user.id} and grant_key like '%kyc%') as grants
          from users where id = ${m.user.id}`,
    );
    expect(grants).toBe(1);
    expect(after).toBe(before + 2);
    expect(await notices(m.user.id, "moderation.kyc.verified")).toHaveLength(1);
    const list = (await asAdmin("GET", `/api/users/list?search=${m.user.profileId}`)).json().data.users[0];
    expect(list.verificationStatus.kyc).toBe(true);
  });
});

describe("new ads and reports", () => {
  it("approving a pending ad puts it in circulation; rejecting needs a reason", async () => {
    const a = await registerMember(t.app);
    const b = await registerMember(t.app);
    await t.db.execute(sql`update users set account_status = 'pending_verification' where id in (${a.user.id}, ${b.user.id})`);
    const queue = (await asAdmin("GET", "/api/admin/moderation/ads")).json().data;
    expect(queue.items.map((i: { member: { id: number } }) => i.member.id)).toEqual(expect.arrayContaining([a.user.id, b.user.id]));
    expect((await counts()).pendingAds).toBe(queue.total);
    expect((await asAdmin("POST", `/api/admin/moderation/ads/${a.user.id}/approve`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/profile/public/${a.user.profileId}` })).statusCode).toBe(200);
    expect((await asAdmin("POST", `/api/admin/moderation/ads/${b.user.id}/reject`)).statusCode).toBe(400);
    expect((await asAdmin("POST", `/api/admin/moderation/ads/${b.user.id}/reject`, { reason: "Incomplete details" })).statusCode).toBe(200);
    expect((await asAdmin("POST", `/api/admin/moderation/ads/${b.user.id}/approve`)).statusCode).toBe(409);
    const [u] = await rawRows<{ account_status: string }>(t.db, sql`select account_status from users where id = ${b.user.id}`);
    expect(u.account_status).toBe("inactive");
  });

  it("an ad an RR posted waits in New Ads for its member: approving it is refused (409) and changes nothing until they confirm", async () => {
    const m = await rrAddedMember(t);
    const own = await registerMember(t.app);
    await t.db.execute(sql`update users set account_status = 'pending_verification' where id = ${own.user.id}`);
    const queue = (await asAdmin("GET", "/api/admin/moderation/ads?limit=100")).json().data;
    const item = (id: number) => queue.items.find((i: { member: { id: number } }) => i.member.id === id);
    expect(item(m.userId)).toMatchObject({ awaitingConsent: true });
    expect(item(own.user.id)).toMatchObject({ awaitingConsent: false });

    const [before] = await rawRows(
      t.db,
      sql`select u.account_status, u.updated_at::text, (select count(*)::int from notifications n where n.user_id = u.id) as notices,
                 (select count(*)::int from audit_log l where l.subject_type = 'member' and l.subject_id = u.id::text) as audits
          from users u where u.id = ${m.userId}`,
    );
    const res = await asAdmin("POST", `/api/admin/moderation/ads/${m.userId}/approve`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: "awaiting_member_consent", message: expect.stringMatching(/not yet confirmed the ad/) });
    const [after] = await rawRows(
      t.db,
      sql`select u.account_status, u.updated_at::text, (select count(*)::int from notifications n where n.user_id = u.id) as notices,
                 (select count(*)::int from audit_log l where l.subject_type = 'member' and l.subject_id = u.id::text) as audits
          from users u where u.id = ${m.userId}`,
    );
    expect(after).toEqual(before);
    expect((await t.app.inject({ method: "GET", url: `/api/profile/public/${m.profileId}` })).statusCode).toBe(404);
    // An ordinary pending ad beside it is approved as before.
    expect((await asAdmin("POST", `/api/admin/moderation/ads/${own.user.id}/approve`)).statusCode).toBe(200);

    // Confirmed by the member, the ad is live, and stays in the queue until an admin reviews it (decision 0018).
    expect((await m.confirm()).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/profile/public/${m.profileId}` })).statusCode).toBe(200);
    const later = (await asAdmin("GET", "/api/admin/moderation/ads?limit=100")).json().data;
    expect(later.items.find((i: { member: { id: number } }) => i.member.id === m.userId)).toMatchObject({
      awaitingConsent: false,
      live: true,
    });
  });

  it("reports: dismiss, warn with a reason, or suspend the ad, closing every open report against it", async () => {
    const bad = await registerMember(t.app);
    const r1 = await registerMember(t.app);
    const r2 = await registerMember(t.app);
    for (const r of [r1, r2])
      expect(
        (
          await t.app.inject({
            method: "POST",
            url: `/api/profiles/${bad.user.profileId}/report`,
            headers: bearer(r.token),
            payload: { reason: "Fake or misleading profile" },
          })
        ).statusCode,
      ).toBe(201);
    const items = (await asAdmin("GET", "/api/admin/moderation/reports"))
      .json()
      .data.items.filter((i: { member: { id: number } }) => i.member.id === bad.user.id);
    expect(items).toHaveLength(2);
    expect((await asAdmin("POST", `/api/admin/moderation/reports/${items[0].id}/warn`)).statusCode).toBe(400);
    expect((await asAdmin("POST", `/api/admin/moderation/reports/${items[0].id}/warn`, { reason: "Use real photos" })).statusCode).toBe(
      200,
    );
    expect((await notices(bad.user.id, "moderation.report.warning"))[0].body).toContain("Use real photos");
    expect((await asAdmin("POST", `/api/admin/moderation/reports/${items[0].id}/dismiss`)).statusCode).toBe(409);

    const s = await asAdmin("POST", `/api/admin/moderation/reports/${items[1].id}/suspend`, { reason: "Confirmed fake" });
    expect(s.statusCode).toBe(200);
    expect(s.json().data.counts.reports).toBe(0);
    expect((await t.app.inject({ method: "GET", url: `/api/profile/public/${bad.user.profileId}` })).statusCode).toBe(404);
    const rows = await rawRows<{ status: string; resolution: string }>(
      t.db,
      sql`select status, resolution from reports where ad_user_id = ${bad.user.id} order by id`,
    );
    expect(rows).toEqual([
      { status: "actioned", resolution: "warned" },
      { status: "actioned", resolution: "suspended" },
    ]);
    expect(await notices(r2.user.id, "moderation.report.reviewed")).toHaveLength(1);
  });
});

describe("searching a queue", () => {
  type QueueItem = { id: string | number; member: { id: number; profileId: string | null }; reporter?: { id: number } };
  const queue = async (path: string, query: Record<string, string | number> = {}, as = admin) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/admin/moderation/${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      headers: as.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: QueueItem[]; total: number };
  };
  const photo = async (token: string) =>
    expect((await upload(token, {}, { filename: "p.jpg", type: "image/jpeg", data: await jpeg() })).statusCode).toBe(200);

  it("finds a member's photos by ad number (any case, whole or its beginning), a part of the name, or the mobile's last digits", async () => {
    const a = await registerMember(t.app, { name: "Srijita Mukhopadhyay", gender: "Female", phone: "7612904031" });
    const b = await registerMember(t.app, { name: "Debolina Sen", phone: "7612917765" });
    for (let i = 0; i < 3; i++) await photo(a.token);
    await photo(b.token);
    const all = await queue("photos", { limit: 100 });
    expect(all.total).toBeGreaterThanOrEqual(4);
    const members = async (q: string, as = admin) => {
      const data = await queue("photos", { q, limit: 100 }, as);
      expect(data.total).toBe(data.items.length);
      return [...new Set(data.items.map((i) => i.member.id))].sort((x, y) => x - y);
    };

    expect(a.user.profileId).toMatch(/^B\d+$/);
    expect(await members(a.user.profileId)).toEqual([a.user.id]);
    expect(await members(a.user.profileId.toLowerCase())).toEqual([a.user.id]);
    expect(await members(` ${a.user.profileId} `)).toEqual([a.user.id]);
    // The beginning of an ad number finds every ad it starts.
    const prefix = a.user.profileId.slice(0, -1);
    const byPrefix = await queue("photos", { q: prefix.toLowerCase(), limit: 100 });
    expect(byPrefix.items.map((i) => i.member.id)).toContain(a.user.id);
    expect(byPrefix.items.every((i) => i.member.profileId?.startsWith(prefix))).toBe(true);

    expect(await members("MUKHOPADH")).toEqual([a.user.id]);
    expect(await members("jita mukho")).toEqual([a.user.id]);
    expect(await members("debolina")).toEqual([b.user.id]);
    expect(await members("4031")).toEqual([a.user.id]);
    expect(await members("7612917765")).toEqual([b.user.id]);
    // A super admin also finds the last 4–10 digits and the first digits.
    expect(await members("904031", superAdmin)).toEqual([a.user.id]);
    expect(await members("76129", superAdmin)).toEqual([a.user.id, b.user.id]);
    expect(await members("Nobody Such")).toEqual([]);
    // An empty box is no search.
    expect((await queue("photos", { q: "   ", limit: 100 })).total).toBe(all.total);
  });

  it("a moderator finds a member by the mobile's last four digits or the whole number, never by its beginning or a longer run", async () => {
    const m = await registerMember(t.app, { name: "Rupsha Dasgupta", phone: "7612938852" });
    await photo(m.token);
    await t.db.execute(sql`update users set email = 'kolkata.rose88@example.in' where id = ${m.user.id}`);
    const members = async (q: string, as = admin) => (await queue("photos", { q, limit: 100 }, as)).items.map((i) => i.member.id);
    for (const q of ["761", "7612", "76129", "7612938", "761293885", "+91 7612938", "38852", "938852", "612938852"])
      expect(await members(q), q).toEqual([]);
    for (const q of ["kolkata.ro", "kolkata.rose88@", "kolkata.rose88@exam"]) expect(await members(q), q).toEqual([]);
    expect(await members("8852")).toEqual([m.user.id]);
    expect(await members("7612938852")).toEqual([m.user.id]);
    expect(await members("+91 76129 38852")).toEqual([m.user.id]);
    expect(await members("Kolkata.Rose88@example.in")).toEqual([m.user.id]);
    // A super admin keeps every form of the search.
    for (const q of ["7612938", "938852", "kolkata.ro", "kolkata.rose88@exam"])
      expect(await members(q, superAdmin), q).toEqual([m.user.id]);
    // The queue answers name no contact details at all, for either role.
    for (const as of [admin, superAdmin]) {
      const body = (await t.app.inject({ method: "GET", url: "/api/admin/moderation/photos?limit=100", headers: as.auth })).body;
      expect(body).not.toContain(m.user.phone);
      expect(body).not.toContain("kolkata.rose88@example.in");
    }
  });

  it("counts and pages only what the search keeps", async () => {
    const m = await registerMember(t.app, { name: "Paromita Bhattacharjee" });
    for (let i = 0; i < 3; i++) await photo(m.token);
    const first = await queue("photos", { q: "paromita", limit: 2, page: 1 });
    const second = await queue("photos", { q: "paromita", limit: 2, page: 2 });
    expect(first.total).toBe(3);
    expect(second.total).toBe(3);
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(3);
    expect((await queue("photos", { q: "paromita", limit: 2, page: 3 })).items).toEqual([]);
    expect((await queue("photos", { limit: 2 })).total).toBeGreaterThan(3);
  });

  it("takes % and _ as themselves, not as wildcards", async () => {
    const m = await registerMember(t.app);
    await photo(m.token);
    await t.db.execute(sql`update users set name = 'Rina 100% Das_gupta' where id = ${m.user.id}`);
    const all = await queue("photos", { limit: 100 });
    expect(all.items.length).toBeGreaterThan(1);
    for (const q of ["%", "_", "0%", "s_g", "100% das_"]) {
      const found = await queue("photos", { q, limit: 100 });
      expect(
        found.items.map((i) => i.member.id),
        q,
      ).toEqual([m.user.id]);
      expect(found.total, q).toBe(1);
    }
    // As LIKE patterns, "%_%" and "__" would match every name.
    for (const q of ["%_%", "__", "\\", "1000%"]) expect((await queue("photos", { q, limit: 100 })).total, q).toBe(0);
  });

  it("every queue is searched: new ads, edits, photos, videos, KYC and reports (by the reported member or the reporter)", async () => {
    const x = await registerMember(t.app, { name: "Tanushree Ghoshal" });
    const y = await registerMember(t.app, { name: "Moumita Haldar" });
    await photo(x.token);
    expect((await upload(x.token, { type: "video" }, { filename: "v.mp4", type: "video/mp4", data: mp4() })).statusCode).toBe(200);
    const kyc = await upload(
      x.token,
      { docType: "aadhaar" },
      { filename: "k.jpg", type: "image/jpeg", data: await jpeg() },
      "/api/dashboard/kyc",
    );
    expect(kyc.statusCode).toBe(201);
    await t.db.execute(
      sql`insert into ad_pending_edits (user_id, proposed, submitted_at) values (${x.user.id}, ${JSON.stringify({ name: "Tanushri Ghoshal" })}::jsonb, now())`,
    );
    const report = await t.app.inject({
      method: "POST",
      url: `/api/profiles/${x.user.profileId}/report`,
      headers: bearer(y.token),
      payload: { reason: "Fake or misleading profile" },
    });
    expect(report.statusCode).toBe(201);
    await t.db.execute(sql`update users set account_status = 'pending_verification' where id = ${x.user.id}`);

    for (const path of ["ads", "edits", "photos", "videos", "kyc", "reports"]) {
      const found = await queue(path, { q: x.user.profileId.toLowerCase() });
      expect(found.items.length, path).toBeGreaterThan(0);
      expect(found.total, path).toBe(found.items.length);
      expect(
        found.items.every((i) => i.member.id === x.user.id),
        path,
      ).toBe(true);
      expect(
        (await queue(path, { q: "ghoshal" })).items.map((i) => i.member.id),
        path,
      ).toContain(x.user.id);
      const none = await queue(path, { q: "Zzqx Nomatch" });
      expect(none, path).toEqual({ items: [], total: 0 });
    }
    const byReporter = await queue("reports", { q: "moumita" });
    expect(byReporter.total).toBe(1);
    expect(byReporter.items[0]).toMatchObject({ member: { id: x.user.id }, reporter: { id: y.user.id } });
    expect((await asAdmin("POST", `/api/admin/moderation/reports/${byReporter.items[0].id}/dismiss`)).statusCode).toBe(200);
  });

  it("refuses a search over 60 characters or given twice (400), and stays closed to non-admins (401 / 403)", async () => {
    const long = await asAdmin("GET", `/api/admin/moderation/photos?q=${"a".repeat(61)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: "validation_failed",
      message: "Search text must be at most 60 characters",
      errors: [{ field: "q", message: "Search text must be at most 60 characters" }],
    });
    expect((await asAdmin("GET", `/api/admin/moderation/photos?q=${"a".repeat(60)}`)).statusCode).toBe(200);
    expect((await asAdmin("GET", "/api/admin/moderation/kyc?q=a&q=b")).statusCode).toBe(400);
    expect((await asAdmin("GET", "/api/admin/moderation/ads?q=a%00b")).statusCode).toBe(400);

    const m = await registerMember(t.app);
    for (const path of ["ads", "edits", "photos", "videos", "kyc", "reports"]) {
      const url = `/api/admin/moderation/${path}?q=${m.user.profileId}`;
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method: "GET", url, headers: bearer(m.token) })).statusCode, url).toBe(403);
    }
  });
});
