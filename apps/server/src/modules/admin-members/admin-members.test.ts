import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRows } from "@app/db";
import { createTestApp, multipart, newPhone, registerMember, type TestApp } from "../../test/harness.ts";
import { adminSession } from "../admin-auth/test-factory.ts";
import { ledgerMismatches } from "../proposals/test-helpers.ts";
import { rrAddedMember } from "../rr/test-factory.ts";
import { AWAITING_CONSENT } from "./status-machine.ts";

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
const asAdmin = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
const asSuper = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: superAdmin.auth, ...(payload ? { payload } : {}) });
const jpeg = () =>
  sharp({ create: { width: 400, height: 500, channels: 3, background: "#3050b0" } })
    .jpeg()
    .toBuffer();

let nameCounter = 0;
const uniqueName = () =>
  `Zubin ${["Alpha", "Bravo", "Carlo", "Delta", "Ekon", "Fargo", "Gusto", "Hotel"][nameCounter++ % 8]}${nameCounter}`;

async function newMember(over: Record<string, unknown> = {}) {
  const email = `m${Date.now()}${Math.floor(Math.random() * 1e6)}@example.in`;
  const m = await registerMember(t.app, { name: uniqueName(), ...over });
  await t.db.execute(sql`update users set email = ${email} where id = ${m.user.id}`);
  return { ...m, email };
}

const inBrowse = async (profileId: string) => {
  const res = await t.app.inject({ method: "GET", url: `/api/profile/ad-profiles?q=${profileId}` });
  return res.json().data.profiles.some((p: { profileId: string }) => p.profileId === profileId);
};
const detailStatus = async (profileId: string) =>
  (await t.app.inject({ method: "GET", url: `/api/profile/public/${profileId}` })).statusCode;

async function memberLogin(phone: string) {
  const sent = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { phone } });
  const otp = sent.json().data.fallbackOTP;
  return t.app.inject({ method: "POST", url: "/api/auth/login", payload: { phone, otp } });
}

describe("access", () => {
  it("refuses every member-management endpoint without a token (401) and with a member's token (403)", async () => {
    const m = await newMember();
    const endpoints: [string, string][] = [
      ["GET", "/api/users/list"],
      ["GET", "/api/users/stats/overview"],
      ["GET", "/api/users/search/advanced"],
      ["GET", `/api/users/${m.user.id}`],
      ["PUT", `/api/users/${m.user.id}`],
      ["DELETE", `/api/users/${m.user.id}`],
      ["GET", `/api/users/${m.user.id}/activities`],
      ["POST", `/api/users/${m.user.id}/suspend`],
      ["POST", `/api/users/${m.user.id}/block`],
      ["POST", `/api/users/${m.user.id}/unblock`],
      ["POST", `/api/users/${m.user.id}/activate`],
    ];
    for (const [method, url] of endpoints) {
      const none = await t.app.inject({
        method: method as "GET",
        url,
        payload: method === "GET" || method === "DELETE" ? undefined : { reason: "x" },
      });
      expect(none.statusCode, `${method} ${url}`).toBe(401);
      const asMember = await t.app.inject({
        method: method as "GET",
        url,
        headers: bearer(m.token),
        payload: method === "GET" || method === "DELETE" ? undefined : { reason: "x" },
      });
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
    }
    // The member's own record still answers.
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", headers: bearer(m.token) })).statusCode).toBe(200);
    const [{ n }] = await rawRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from users where id = ${m.user.id} and account_status = 'active'`,
    );
    expect(n).toBe(1);
  });
});

describe("GET /api/users/list", () => {
  it("lists newest first with every column, pages, and finds by name, phone, e-mail and ad number (a super admin)", async () => {
    const a = await newMember();
    const b = await newMember();
    const c = await newMember();
    const res = await asSuper("GET", "/api/users/list?limit=2");
    expect(res.statusCode).toBe(200);
    const { users, pagination } = res.json().data;
    expect(users.map((u: { id: number }) => u.id)).toEqual([c.user.id, b.user.id]);
    expect(pagination).toMatchObject({ page: 1, limit: 2, filtered: false });
    expect(pagination.total).toBeGreaterThanOrEqual(3);
    expect(users[0]).toMatchObject({
      profileId: c.user.profileId,
      gender: "Male",
      mobile: c.user.phone,
      email: c.email,
      age: 31,
      type: "QUICK",
      status: "active",
      verificationStatus: { otp: true, mobile: true, email: false, kyc: false, ad: true },
    });

    const find = async (q: string) =>
      (await asSuper("GET", `/api/users/list?search=${encodeURIComponent(q)}`)).json().data as {
        users: { id: number }[];
        pagination: { total: number; filtered: boolean };
      };
    const byName = await find(
      a.user.id ? (await rawRows<{ name: string }>(t.db, sql`select name from users where id = ${a.user.id}`))[0].name : "",
    );
    expect(byName.users.map((u) => u.id)).toEqual([a.user.id]);
    expect(byName.pagination).toMatchObject({ total: 1, filtered: true });
    expect((await find(b.user.phone)).users.map((u) => u.id)).toEqual([b.user.id]);
    expect((await find(`+91 ${b.user.phone}`)).users.map((u) => u.id)).toEqual([b.user.id]);
    // A super admin also finds members by the first digits of the phone.
    expect((await find(b.user.phone.slice(0, 9))).users.map((u) => u.id)).toContain(b.user.id);
    expect((await find(c.email.toUpperCase())).users.map((u) => u.id)).toEqual([c.user.id]);
    expect((await find(c.email.split("@")[0])).users.map((u) => u.id)).toEqual([c.user.id]);
    expect((await find(c.user.profileId.toLowerCase())).users.map((u) => u.id)).toEqual([c.user.id]);
    expect((await find("nobody-here-xyz")).users).toEqual([]);

    const bad = await asAdmin("GET", "/api/users/list?limit=1000&sortOrder=sideways");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it("counts a common name up to 1,000 ('1,000+') and pages its matches newest first, as a rare name", async () => {
    await t.db.execute(sql`insert into users (phone, name, password_hash, created_at)
      select '7' || lpad(i::text, 9, '0'), 'Qubit ' || case when i % 25 = 0 then 'Sen' else 'Roy' end, 'x', now() - i * interval '1 minute'
      from generate_series(1, 12000) i`);
    const expected = await rawRows<{ id: number }>(
      t.db,
      sql`select id from users where name like 'Qubit %' order by created_at desc, id desc limit 5`,
    );
    const common = async () => (await asAdmin("GET", "/api/users/list?search=qubit&limit=5")).json().data;
    // Counted up to the cap; then, once the statistics know the word is frequent, not counted at all.
    for (const when of ["counted", "estimated"]) {
      if (when === "estimated") await t.db.execute(sql`analyze users`);
      const data = await common();
      expect(data.pagination, when).toMatchObject({ total: 1000, totalExact: false, filtered: true });
      expect(data.users.map((u: { id: number }) => u.id)).toEqual(expected.map((r) => r.id));
    }
    const rare = (await asAdmin("GET", "/api/users/list?search=qub%20sen&limit=100&page=5")).json().data;
    expect(rare.pagination).toMatchObject({ total: 480, totalExact: true });
    expect(rare.users).toHaveLength(80);
    expect(rare.users.every((u: { name: string }) => u.name === "Qubit Sen")).toBe(true);
    await t.db.execute(sql`delete from users where name like 'Qubit %'`);
  });

  it("keeps the status counts exact under concurrent changes", async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => newMember()));
    await Promise.all(
      members.map((m, i) => asAdmin("POST", `/api/users/${m.user.id}/${i % 2 ? "suspend" : "block"}`, { reason: "Fraudulent profile" })),
    );
    await Promise.all(members.slice(0, 3).map((m, i) => asAdmin("POST", `/api/users/${m.user.id}/${i % 2 ? "activate" : "unblock"}`)));
    const stats = (await asAdmin("GET", "/api/users/stats/overview")).json().data;
    const actual = await rawRows<{ status: string; n: number }>(
      t.db,
      sql`select account_status as status, count(*)::int as n from users group by 1`,
    );
    for (const r of actual) if (r.status !== "temporary_approval_edit") expect(stats.byStatus[r.status], r.status).toBe(r.n);
    expect(stats.suspended).toBe(actual.find((r) => r.status === "suspended")?.n ?? 0);
    const listed = (await asAdmin("GET", "/api/users/list?status=suspended&limit=100")).json().data;
    expect(listed.pagination.total).toBe(stats.suspended);
    expect(listed.users.every((u: { status: string }) => u.status === "suspended")).toBe(true);
  });
});

describe("contact details by role", () => {
  const mask = (phone: string) => `••••••${phone.slice(-4)}`;

  it("a moderator gets every member list, search, count and action answer with phones and e-mails masked; a super admin whole", async () => {
    const m = await newMember();
    const alternate = `7${m.user.phone.slice(1)}`;
    await t.db.execute(sql`update users set alternate_phone = ${alternate} where id = ${m.user.id}`);
    const secrets = [m.user.phone, m.email, alternate];
    const reads: [string, string, object?][] = [
      ["GET", "/api/users/list?limit=100"],
      ["GET", `/api/users/list?search=${m.user.profileId}`],
      ["GET", `/api/users/list?search=${m.user.phone}`],
      ["GET", `/api/users/search/advanced?search=${m.user.profileId}&gender=Male`],
      ["GET", `/api/users/search/advanced?limit=100&sortOrder=DESC`],
      ["GET", "/api/users/stats/overview"],
      ["GET", `/api/users/${m.user.id}/activities`],
      ["PUT", `/api/users/${m.user.id}`, { name: "Renamed Zubin" }],
      ["POST", `/api/users/${m.user.id}/suspend`, { reason: "Checking the masking" }],
      ["POST", `/api/users/${m.user.id}/activate`, {}],
      ["POST", `/api/users/${m.user.id}/block`, { reason: "Checking the masking" }],
      ["POST", `/api/users/${m.user.id}/unblock`, {}],
    ];
    const masked = { id: m.user.id, mobile: mask(m.user.phone), email: `${m.email[0]}•••@example.in` };
    for (const [method, url, payload] of reads) {
      const res = await asAdmin(method as "GET", url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      for (const secret of secrets) expect(res.body, `${method} ${url}`).not.toContain(secret);
      // The masked values are there, in the one shape every screen shows.
      const data = res.json().data;
      const rows: { id: number }[] = data.users ?? (data.user ? [data.user] : []);
      if (rows.length)
        expect(
          rows.find((r) => r.id === m.user.id),
          `${method} ${url}`,
        ).toMatchObject(masked);
    }

    // A super admin sees them whole, as before.
    for (const [method, url, payload] of reads.filter(([, u]) => !u.includes("stats") && !u.includes("activities"))) {
      const res = await asSuper(method as "GET", url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      expect(res.body, `${method} ${url}`).toContain(m.user.phone);
      expect(res.body, `${method} ${url}`).toContain(m.email);
    }
    const whole = (await asSuper("GET", `/api/users/list?search=${m.user.profileId}`)).json().data.users[0];
    expect(whole).toMatchObject({ mobile: m.user.phone, email: m.email });
  });

  it("one member's detail shows a moderator the whole contact, and each view is one audit row; a super admin's views are not", async () => {
    const m = await newMember();
    const alternate = `6${m.user.phone.slice(1)}`;
    await t.db.execute(sql`update users set alternate_phone = ${alternate} where id = ${m.user.id}`);
    const views = async () =>
      rawRows<{ actorId: number; details: Record<string, unknown> }>(
        t.db,
        sql`select actor_id as "actorId", details from audit_log
            where action = 'member.contact_viewed' and subject_type = 'member' and subject_id = ${String(m.user.id)} order by id`,
      );
    expect(await views()).toEqual([]);
    for (let i = 1; i <= 2; i++) {
      const res = await asAdmin("GET", `/api/users/${m.user.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({
        phone_number: m.user.phone,
        email: m.email,
        alternatePhone: alternate,
        row: { mobile: m.user.phone, email: m.email },
      });
      const rows = await views();
      expect(rows).toHaveLength(i);
      expect(rows.every((r) => r.actorId === admin.admin.id)).toBe(true);
    }
    // The history on the detail screen names who looked.
    const history = (await asAdmin("GET", `/api/users/${m.user.id}/activities`)).json().data.activities;
    expect(history.filter((a: { action: string }) => a.action === "member.contact_viewed")).toHaveLength(2);
    expect(await views()).toHaveLength(2);

    const bySuper = await asSuper("GET", `/api/users/${m.user.id}`);
    expect(bySuper.json().data.user).toMatchObject({ phone_number: m.user.phone, email: m.email, alternatePhone: alternate });
    expect(await views()).toHaveLength(2);
    // No view is recorded for a member that is not there.
    expect((await asAdmin("GET", "/api/users/99999999")).statusCode).toBe(404);
    const [{ n }] = await rawRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'member.contact_viewed' and subject_id = '99999999'`,
    );
    expect(n).toBe(0);
  });

  it("a moderator finds a member by the whole phone number or the whole e-mail, never by a beginning or a run of digits", async () => {
    const m = await newMember();
    const phone = m.user.phone;
    const ids = async (as: typeof asAdmin, path: string, q: string) => {
      const res = await as("GET", `/api/users/${path}?search=${encodeURIComponent(q)}&limit=100`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.users as { id: number }[]).map((u) => u.id);
    };
    for (const path of ["list", "search/advanced"]) {
      // Prefixes of the number, with or without +91, and trailing runs longer than the four the mask shows.
      for (const q of [phone.slice(0, 3), phone.slice(0, 5), phone.slice(0, 7), phone.slice(0, 9), `+91 ${phone.slice(0, 8)}`])
        expect(await ids(asAdmin, path, q), `${path} ${q}`).toEqual([]);
      for (const q of [phone.slice(-4), phone.slice(-5), phone.slice(-7), phone.slice(-9), phone.slice(1)])
        expect(await ids(asAdmin, path, q), `${path} ${q}`).toEqual([]);
      // The beginning of an e-mail address finds nobody; the whole address does.
      const local = m.email.split("@")[0];
      for (const q of [local, local.slice(0, 6), `${local}@`, `${local}@exam`])
        expect(await ids(asAdmin, path, q), `${path} ${q}`).not.toContain(m.user.id);
      expect(await ids(asAdmin, path, m.email.toUpperCase()), path).toEqual([m.user.id]);
      expect(await ids(asAdmin, path, phone), path).toEqual([m.user.id]);
      expect(await ids(asAdmin, path, `+91 ${phone}`), path).toEqual([m.user.id]);
      // A super admin keeps the prefix search.
      expect(await ids(asSuper, path, phone.slice(0, 7)), path).toContain(m.user.id);
      expect(await ids(asSuper, path, local), path).toContain(m.user.id);
    }
  });
});

describe("suspend, block, activate", () => {
  it("needs a reason to suspend or block, and leaves the member unchanged without one", async () => {
    const m = await newMember();
    for (const action of ["suspend", "block"]) {
      const res = await asAdmin("POST", `/api/users/${m.user.id}/${action}`, { reason: "  " });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: "reason", message: "Please give a reason" });
    }
    expect(await inBrowse(m.user.profileId)).toBe(true);
  });

  it("suspending ends the member's sessions, refuses sign-in, and removes the ad from browse, detail and proposals at once", async () => {
    const m = await newMember();
    const other = await newMember();
    expect(await inBrowse(m.user.profileId)).toBe(true);

    const res = await asAdmin("POST", `/api/users/${m.user.id}/suspend`, { reason: "Reported as fake", duration: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Suspended successfully");
    expect(res.json().data.user).toMatchObject({ status: "suspended", statusReason: "Reported as fake", suspendedUntil: null });

    expect((await t.app.inject({ method: "GET", url: "/api/users/me", headers: bearer(m.token) })).statusCode).toBe(401);
    expect((await memberLogin(m.user.phone)).statusCode).toBe(403);
    expect(await inBrowse(m.user.profileId)).toBe(false);
    expect(await detailStatus(m.user.profileId)).toBe(404);
    const propose = await t.app.inject({
      method: "POST",
      url: "/api/v1/proposals/send",
      headers: bearer(other.token),
      payload: { proposedUserId: m.user.profileId, message: "Hello" },
    });
    expect(propose.statusCode).toBe(409);

    const [audit] = await rawRows<{ actor_type: string; actor_id: number; details: { reason: string; from: string; to: string } }>(
      t.db,
      sql`select actor_type, actor_id, details from audit_log where subject_id = ${String(m.user.id)} and action = 'member.suspend'`,
    );
    expect(audit).toMatchObject({
      actor_type: "admin",
      actor_id: admin.admin.id,
      details: { reason: "Reported as fake", from: "active", to: "suspended" },
    });
    const notes = await rawRows<{ body: string }>(
      t.db,
      sql`select body from notifications where user_id = ${m.user.id} and template = 'member.status.suspended'`,
    );
    expect(notes[0].body).toContain("Reported as fake");

    // A second suspension is refused; activation brings the ad back.
    expect((await asAdmin("POST", `/api/users/${m.user.id}/suspend`, { reason: "again" })).statusCode).toBe(409);
    const back = await asAdmin("POST", `/api/users/${m.user.id}/activate`);
    t.clock.advance(61_000);
    expect(back.json().message).toBe("Activated successfully");
    expect(await inBrowse(m.user.profileId)).toBe(true);
    expect((await memberLogin(m.user.phone)).statusCode).toBe(200);
  });

  it("a suspension with a duration ends by itself", async () => {
    const m = await newMember();
    const res = await asAdmin("POST", `/api/users/${m.user.id}/suspend`, { reason: "Cooling off", duration: 3 });
    expect(res.json().data.user.suspendedUntil).not.toBeNull();
    expect(await t.app.services.memberStatus.endSuspensions()).toBe(0);
    t.clock.advance(3 * 86400_000 + 1000);
    expect(await t.app.services.memberStatus.endSuspensions()).toBe(1);
    // Three days on, the admin signs in again.
    admin = await adminSession(t, "moderator");
    expect(await inBrowse(m.user.profileId)).toBe(true);
    const [row] = await rawRows<{ actor_type: string }>(
      t.db,
      sql`select actor_type from audit_log where subject_id = ${String(m.user.id)} order by id desc limit 1`,
    );
    expect(row.actor_type).toBe("system");
  });

  it("a blocked member is lifted only by unblock; concurrent suspensions change the member once", async () => {
    const m = await newMember();
    expect((await asAdmin("POST", `/api/users/${m.user.id}/block`, { reason: "Abusive messages" })).json().data.user.blocked).toBe(true);
    expect((await asAdmin("POST", `/api/users/${m.user.id}/activate`)).statusCode).toBe(409);
    expect((await asAdmin("PUT", `/api/users/${m.user.id}`, { status: "active" })).statusCode).toBe(409);
    const un = await asAdmin("POST", `/api/users/${m.user.id}/unblock`);
    expect(un.json().data.user).toMatchObject({ status: "active", blocked: false });

    const results = await Promise.all(
      Array.from({ length: 5 }, () => asAdmin("POST", `/api/users/${m.user.id}/suspend`, { reason: "Race" })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const [{ n }] = await rawRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where subject_id = ${String(m.user.id)} and action = 'member.suspend'`,
    );
    expect(n).toBe(1);
  });
});

describe("GET|PUT /api/users/{id}", () => {
  it("shows the whole member and applies allowed changes only", async () => {
    const m = await newMember();
    const res = await asAdmin("GET", `/api/users/${m.user.id}`);
    expect(res.statusCode).toBe(200);
    const u = res.json().data.user;
    expect(u).toMatchObject({ id: m.user.id, phone_number: m.user.phone, account_status: "active", is_active: true });
    expect(u.ad.profileId).toBe(m.user.profileId);
    expect(u.allowedStatuses).toContain("private");
    expect(u.activities.map((a: { action: string }) => a.action)).toContain("member.registered");

    const put = await asAdmin("PUT", `/api/users/${m.user.id}`, { name: "Renamed Member", status: "private" });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.user).toMatchObject({ name: "Renamed Member", status: "private" });
    expect(await inBrowse(m.user.profileId)).toBe(false);
    expect((await asAdmin("PUT", `/api/users/${m.user.id}`, { status: "temporary_approval_edit" })).statusCode).toBe(409);
    expect((await asAdmin("PUT", `/api/users/${m.user.id}`, { phone: "9999999999" })).statusCode).toBe(400);
    expect((await asAdmin("GET", "/api/users/99999999")).statusCode).toBe(404);
    expect((await asAdmin("GET", "/api/users/abc")).statusCode).toBe(400);

    const acts = (await asAdmin("GET", `/api/users/${m.user.id}/activities`)).json().data.activities;
    expect(acts[0]).toMatchObject({ action: "member.status", actorType: "admin", actorName: admin.admin.name });
  });
});

describe("DELETE /api/users/{id}: erasure", () => {
  it("erases personal data and files, keeps proposals and the ledger anonymised, and frees the phone", async () => {
    const m = await newMember({ alternatePhone: newPhone() });
    const other = await newMember();
    const [{ name }] = await rawRows<{ name: string }>(t.db, sql`select name from users where id = ${m.user.id}`);
    const up = multipart({}, [{ name: "file", filename: "a.jpg", type: "image/jpeg", data: await jpeg() }]);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/upload", headers: { ...bearer(m.token), ...up.headers }, payload: up.payload }))
        .statusCode,
    ).toBe(200);
    const kyc = multipart({ docType: "aadhaar" }, [{ name: "file", filename: "k.jpg", type: "image/jpeg", data: await jpeg() }]);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/dashboard/kyc",
          headers: { ...bearer(m.token), ...kyc.headers },
          payload: kyc.payload,
        })
      ).statusCode,
    ).toBe(201);
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/v1/proposals/send",
      headers: bearer(m.token),
      payload: { proposedUserId: other.user.profileId, message: `Call me on ${m.user.phone}` },
    });
    expect(sent.statusCode).toBe(201);
    const report = await t.app.inject({
      method: "POST",
      url: `/api/profiles/${m.user.profileId}/report`,
      headers: bearer(other.token),
      payload: { reason: "Fake or misleading profile", details: `${name} is fake` },
    });
    expect(report.statusCode).toBe(201);
    const fav = await t.app.inject({ method: "POST", url: `/api/profile/${other.user.profileId}/favourite`, headers: bearer(m.token) });
    expect(fav.statusCode).toBe(200);
    const filesBefore = t.mediaFiles();
    const [{ n: ledgerBefore }] = await rawRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from point_ledger where user_id = ${m.user.id}`,
    );

    const res = await asAdmin("DELETE", `/api/users/${m.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("User deleted successfully");

    // No table holds the name, phone numbers, e-mail or ad number any more.
    const tables = await rawRows<{ table_name: string }>(
      t.db,
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    // (The ad number may remain in other members' own messages; it no longer leads anywhere.)
    const secrets = [name, m.user.phone, m.email];
    for (const { table_name } of tables) {
      const rows = await rawRows<{ j: string }>(t.db, sql.raw(`select row_to_json(x)::text as j from "${table_name}" x`));
      for (const r of rows) for (const s of secrets) expect(r.j.toLowerCase(), `${table_name} holds ${s}`).not.toContain(s.toLowerCase());
    }
    // Files are gone.
    const [{ n: mediaLeft }] = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from media where user_id = ${m.user.id}`);
    expect(mediaLeft).toBe(0);
    const filesAfter = t.mediaFiles();
    expect(filesAfter.length).toBeLessThan(filesBefore.length);
    expect(filesAfter.filter((f) => f.includes("/kyc/"))).toEqual(
      filesBefore.filter((f) => f.includes("/kyc/")).filter((f) => filesAfter.includes(f)),
    );
    // Proposals and the ledger stay, anonymised.
    const [p] = await rawRows<{ message: string | null }>(t.db, sql`select message from proposals where sender_id = ${m.user.id}`);
    expect(p.message).toBeNull();
    const [{ n: ledgerAfter }] = await rawRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from point_ledger where user_id = ${m.user.id}`,
    );
    expect(ledgerAfter).toBe(ledgerBefore);
    expect(await ledgerMismatches(t.db)).toEqual([]);
    // Gone for admins and members alike; the phone registers again.
    expect((await asAdmin("GET", `/api/users/${m.user.id}`)).statusCode).toBe(404);
    expect((await asAdmin("DELETE", `/api/users/${m.user.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", headers: bearer(m.token) })).statusCode).toBe(401);
    const again = await registerMember(t.app, { phone: m.user.phone, name: "New Owner" });
    expect(again.user.phone).toBe(m.user.phone);
  });
});

describe("a member an RR added, before they confirm", () => {
  /** What a refused action must leave as it was: the member row, the audit trail and the outbox. */
  async function trace(userId: number) {
    const [user] = await rawRows(
      t.db,
      sql`select name, alternate_phone, account_status, status_reason, suspended_until::text, blocked_at::text, updated_at::text
          from users where id = ${userId}`,
    );
    const [counts] = await rawRows<{ audits: number; notices: number; lapses: number }>(
      t.db,
      sql`select (select count(*)::int from audit_log where subject_type = 'member' and subject_id = ${String(userId)}) as audits,
                 (select count(*)::int from notifications where user_id = ${userId}) as notices,
                 (select count(*)::int from ytm_lapses where user_id = ${userId}) as lapses`,
    );
    return { user, ...counts };
  }
  const refusedForConsent = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: "awaiting_member_consent",
      message: AWAITING_CONSENT,
      error: AWAITING_CONSENT,
    });
  };
  const statusNotices = (userId: number, status: string) =>
    rawRows<{ body: string }>(
      t.db,
      sql`select body from notifications where user_id = ${userId} and template = ${`member.status.${status}`} and channel = 'sms'`,
    );

  it("is not activated: 409 awaiting_member_consent, nothing written or sent; the screens say why; the member's confirmation publishes the ad", async () => {
    const m = await rrAddedMember(t);
    const before = await trace(m.userId);
    expect(before.user).toMatchObject({ account_status: "pending_verification" });
    refusedForConsent(await asAdmin("POST", `/api/users/${m.userId}/activate`));
    refusedForConsent(await asAdmin("PUT", `/api/users/${m.userId}`, { status: "active" }));
    refusedForConsent(await asAdmin("PUT", `/api/users/${m.userId}`, { status: "temporary_active", reason: "Looks complete" }));
    // With contact changes in the same request: none of it is applied.
    refusedForConsent(
      await asAdmin("PUT", `/api/users/${m.userId}`, { name: "Renamed By Admin", alternatePhone: "9830011111", status: "active" }),
    );
    expect(await trace(m.userId)).toEqual(before);
    expect(await detailStatus(m.profileId)).toBe(404);

    const shown = (await asAdmin("GET", `/api/users/${m.userId}`)).json().data.user;
    expect(shown.row).toMatchObject({ status: "pending_verification", awaitingConsent: true });
    expect(shown.allowedStatuses.filter((s: string) => s === "active" || s === "temporary_active")).toEqual([]);
    const listed = (await asAdmin("GET", `/api/users/list?status=pending_verification&search=${m.profileId}`)).json().data.users;
    expect(listed).toEqual([expect.objectContaining({ id: m.userId, awaitingConsent: true })]);

    // The member confirms: the ad goes live by their own word, and from then on the member is like any other.
    expect((await m.confirm()).statusCode).toBe(200);
    expect(await detailStatus(m.profileId)).toBe(200);
    expect((await asAdmin("GET", `/api/users/${m.userId}`)).json().data.user.row).toMatchObject({
      status: "active",
      awaitingConsent: false,
    });
    expect((await asAdmin("POST", `/api/users/${m.userId}/suspend`, { reason: "Checking the photo" })).statusCode).toBe(200);
    const back = await asAdmin("POST", `/api/users/${m.userId}/activate`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.user).toMatchObject({ status: "active", awaitingConsent: false });
    expect(await detailStatus(m.profileId)).toBe(200);
  });

  it("the activation refused before the member confirmed succeeds once they have", async () => {
    const m = await rrAddedMember(t);
    // An admin may keep the ad out meanwhile (New Ads' Reject sets it inactive); that decision outlasts the confirmation.
    expect((await asAdmin("PUT", `/api/users/${m.userId}`, { status: "inactive", reason: "Photo unclear" })).statusCode).toBe(200);
    const before = await trace(m.userId);
    refusedForConsent(await asAdmin("POST", `/api/users/${m.userId}/activate`));
    expect(await trace(m.userId)).toEqual(before);
    expect(await statusNotices(m.userId, "active")).toEqual([]);

    expect((await m.confirm()).statusCode).toBe(200);
    expect((await trace(m.userId)).user).toMatchObject({ account_status: "inactive" });
    const res = await asAdmin("POST", `/api/users/${m.userId}/activate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: "Activated successfully", data: { user: { status: "active", awaitingConsent: false } } });
    expect(await detailStatus(m.profileId)).toBe(200);
    expect(await statusNotices(m.userId, "active")).toHaveLength(1);
    const [audit] = await rawRows<{ details: { from: string; to: string } }>(
      t.db,
      sql`select details from audit_log where subject_id = ${String(m.userId)} and action = 'member.activate'`,
    );
    expect(audit.details).toMatchObject({ from: "inactive", to: "active" });
  });

  it("activating several members one after another, as the list's bulk Activate does, refuses only the unconfirmed one", async () => {
    const suspended = await newMember();
    expect((await asAdmin("POST", `/api/users/${suspended.user.id}/suspend`, { reason: "Checking" })).statusCode).toBe(200);
    const waiting = await rrAddedMember(t);
    const inactive = await newMember();
    expect((await asAdmin("PUT", `/api/users/${inactive.user.id}`, { status: "inactive" })).statusCode).toBe(200);
    const before = await trace(waiting.userId);

    const answers: [number, string | null][] = [];
    for (const id of [suspended.user.id, waiting.userId, inactive.user.id]) {
      const res = await asAdmin("POST", `/api/users/${id}/activate`);
      answers.push([res.statusCode, res.json().code ?? null]);
    }
    expect(answers).toEqual([
      [200, null],
      [409, "awaiting_member_consent"],
      [200, null],
    ]);
    expect(await trace(waiting.userId)).toEqual(before);
    expect(await inBrowse(suspended.user.profileId)).toBe(true);
    expect(await inBrowse(inactive.user.profileId)).toBe(true);
    expect(await detailStatus(waiting.profileId)).toBe(404);
  });

  it("a timed suspension ends into waiting for the member, not into circulation", async () => {
    const m = await rrAddedMember(t);
    expect((await asAdmin("POST", `/api/users/${m.userId}/suspend`, { reason: "Cooling off", duration: 1 })).statusCode).toBe(200);
    t.clock.advance(86400_000 + 1000);
    expect(await t.app.services.memberStatus.endSuspensions()).toBeGreaterThanOrEqual(1);
    // A day on, the admin signs in again.
    admin = await adminSession(t, "moderator");
    expect((await trace(m.userId)).user).toMatchObject({ account_status: "pending_verification" });
    expect(await statusNotices(m.userId, "active")).toEqual([]);
    expect(await detailStatus(m.profileId)).toBe(404);
  });
});
