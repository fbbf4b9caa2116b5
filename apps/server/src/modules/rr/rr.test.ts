import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRows } from "@app/db";
import { createTestApp, multipart, newPhone, registerMember, registrationOtp, validAd, type TestApp } from "../../test/harness.ts";
import { adminSession } from "../admin-auth/test-factory.ts";
import { capturedPayload, payAtGateway, startCheckout, verify, webhook } from "../payments/test-helpers.ts";

let t: TestApp;
let superAdmin: Awaited<ReturnType<typeof adminSession>>;
let moderator: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await adminSession(t, "super_admin");
  moderator = await adminSession(t, "moderator");
});
afterAll(() => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
type Method = "GET" | "POST" | "PUT";
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

let n = 0;
/** A registered RR (inactive), signed in; `activate` makes a super admin activate them and gives them a code. */
async function newRr(o: { activate?: boolean } = {}) {
  const email = `rep${++n}-${process.pid}@example.in`;
  const password = "rep-pass-1";
  const reg = await call("POST", "/api/rr/register", undefined, {
    name: `Rep ${n}`,
    email,
    password,
    mobileNo: "98300 12345",
    commission: 50,
  });
  expect(reg.statusCode, reg.body).toBe(201);
  const id: number = reg.json().data.rrUser.id;
  if (o.activate) expect((await call("PUT", `/api/admin/rr/${id}/status`, superAdmin.token, { active: true })).statusCode).toBe(200);
  const login = await call("POST", "/api/rr/login", undefined, { email, password });
  expect(login.statusCode, login.body).toBe(200);
  const token: string = login.json().data.token;
  let code: string | null = null;
  if (o.activate) code = (await call("POST", "/api/rr/generate-referral-code", token)).json().data.referCode;
  return { id, email, password, token, code: code ?? "" };
}

const referredMembers = async (token: string, query = "") => {
  const res = await call("GET", `/api/rr/referred-members${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

async function payPlan(token: string, planId = 7, amount = 3000) {
  const { orderId } = await startCheckout(t, token, planId, amount);
  const { payment, ...body } = await payAtGateway(t, orderId);
  return { orderId, payment, body };
}

const ledger = (rrId: number) =>
  rawRows<{ kind: string; amount_paise: number; status: string; order_id: string; base_paise: number }>(
    t.db,
    sql`select kind, amount_paise, status, order_id::text, base_paise from rr_commissions where rr_id = ${rrId} order by id`,
  );

describe("access", () => {
  it("RR endpoints: 401 without a token, 403 for members and admins; RR tokens get 403 on member and admin endpoints", async () => {
    const rr = await newRr();
    const m = await registerMember(t.app);
    const rrEndpoints: [Method, string][] = [
      ["GET", "/api/rr/me"],
      ["POST", "/api/rr/generate-referral-code"],
      ["GET", "/api/rr/referred-members"],
      ["GET", "/api/rr/payments"],
      ["GET", "/api/rr/commission-report"],
      ["GET", "/api/rr/commission-report.csv"],
      ["GET", "/api/rr/history"],
      ["POST", "/api/rr/members"],
    ];
    for (const [method, url] of rrEndpoints) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, m.token)).statusCode, `${method} ${url} member`).toBe(403);
      expect((await call(method, url, superAdmin.token)).statusCode, `${method} ${url} admin`).toBe(403);
    }
    for (const url of ["/api/users/me", "/api/profiles/me", "/api/proposals/received", "/api/users/list", "/api/admin/me"])
      expect((await call("GET", url, rr.token)).statusCode, url).toBe(403);
    expect((await call("GET", "/api/rr/me", "x".repeat(43))).statusCode).toBe(401);
  });

  it("admin RR endpoints: 401 without a token, 403 for members and RRs, super-admin only where it moves state or money", async () => {
    const rr = await newRr();
    const m = await registerMember(t.app);
    const endpoints: [Method, string, boolean][] = [
      ["GET", "/api/admin/rr", false],
      ["PUT", `/api/admin/rr/${rr.id}/status`, true],
      ["PUT", `/api/admin/rr/${rr.id}/commission-rate`, true],
      ["GET", "/api/admin/rr/payouts/due?from=2026-11-01&to=2026-11-30", true],
      ["GET", "/api/admin/rr/payouts/due.csv?from=2026-11-01&to=2026-11-30", true],
      ["POST", "/api/admin/rr/payouts", true],
    ];
    for (const [method, url, superOnly] of endpoints) {
      expect((await call(method, url)).statusCode, url).toBe(401);
      expect((await call(method, url, m.token)).statusCode, url).toBe(403);
      expect((await call(method, url, rr.token)).statusCode, url).toBe(403);
      const mod = await call(method, url, moderator.token, method === "GET" ? undefined : {});
      if (superOnly) expect(mod.statusCode, url).toBe(403);
      else expect(mod.statusCode, url).toBe(200);
    }
  });
});

describe("accounts", () => {
  it("validates with the spec's messages; the server sets the commission rate; e-mails are unique", async () => {
    const bad = await call("POST", "/api/rr/register", undefined, { name: " ", email: "x", password: "12345", mobileNo: "12-34" });
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Full name is required",
        "Please enter a valid email",
        "Password must be at least 6 characters",
        "Please enter a valid 10-digit phone number",
      ]),
    );
    const rr = await newRr();
    const me = (await call("GET", "/api/rr/me", rr.token)).json().data.rrUser;
    expect(me).toMatchObject({
      commission: 5,
      active: false,
      status: "inactive",
      referCode: null,
      referLink: null,
      mobileNo: "9830012345",
    });
    const again = await call("POST", "/api/rr/register", undefined, {
      name: "X",
      email: rr.email.toUpperCase(),
      password: "123456",
      mobileNo: "9830012345",
    });
    expect(again.statusCode).toBe(409);
    const short = await call("POST", "/api/rr/login", undefined, { email: rr.email, password: "abc" });
    expect(short.json().errors[0].message).toBe("Password must be at least 4 characters");
  });

  it("an inactive RR signs in but cannot generate a code; after activation the code is one, short and unambiguous", async () => {
    const rr = await newRr();
    const refused = await call("POST", "/api/rr/generate-referral-code", rr.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/awaiting activation/);
    expect((await call("PUT", `/api/admin/rr/${rr.id}/status`, moderator.token, { active: true })).statusCode).toBe(403);
    const on = await call("PUT", `/api/admin/rr/${rr.id}/status`, superAdmin.token, { active: true });
    expect(on.json().data.rr.status).toBe("active");
    expect((await call("PUT", `/api/admin/rr/${rr.id}/status`, superAdmin.token, { active: true })).statusCode).toBe(409);
    const codes = await Promise.all([1, 2, 3].map(() => call("POST", "/api/rr/generate-referral-code", rr.token)));
    const set = new Set(codes.map((c) => c.json().data.referCode));
    expect(set.size).toBe(1);
    const [code] = [...set];
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{7}$/);
    // The link to share is absolute, on the site's public address.
    const link = `${t.app.deps.config.publicUrl}/register/${code}`;
    expect(link).toMatch(/^https?:\/\/[^/]+\/register\/[A-Z0-9]{7}$/);
    expect(codes[0].json().data.referLink).toBe(link);
    expect((await call("GET", "/api/rr/me", rr.token)).json().data.rrUser).toMatchObject({ referCode: code, referLink: link });
    const audit = await rawRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where subject_type = 'rr' and subject_id = ${String(rr.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(["rr.registered", "rr.activated", "rr.refer_code_generated"]);
  });

  it("locks an account after 5 wrong passwords, also against parallel guesses and the right password", async () => {
    const rr = await newRr();
    const tries = await Promise.all(
      Array.from({ length: 8 }, () => call("POST", "/api/rr/login", undefined, { email: rr.email, password: "wrong-pass" })),
    );
    const codes = tries.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401).length).toBe(5);
    expect(codes.filter((c) => c === 429).length).toBe(3);
    expect((await call("POST", "/api/rr/login", undefined, { email: rr.email, password: rr.password })).statusCode).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await call("POST", "/api/rr/login", undefined, { email: rr.email, password: rr.password })).statusCode).toBe(200);
    const unknown = await call("POST", "/api/rr/login", undefined, { email: "nobody@example.in", password: "whatever" });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe("Invalid email or password. Please try again.");
  });

  it("logout ends the RR's session", async () => {
    const rr = await newRr();
    expect((await call("POST", "/api/rr/logout", rr.token)).statusCode).toBe(200);
    expect((await call("GET", "/api/rr/me", rr.token)).statusCode).toBe(401);
  });
});

describe("referrals", () => {
  it("a member registered with the code is that RR's only; totals, search and paging are right; RR B sees nothing of A's", async () => {
    const a = await newRr({ activate: true });
    const b = await newRr({ activate: true });
    expect((await call("GET", `/api/rr/referral-codes/${a.code.toLowerCase()}`)).json().data).toEqual({ valid: true, referCode: a.code });
    expect((await call("GET", "/api/rr/referral-codes/NOPE234")).json().data.valid).toBe(false);
    const members = [];
    for (let i = 0; i < 11; i++)
      members.push(await registerMember(t.app, { referCode: a.code, name: i === 0 ? "Sharmila Sen" : `Member Dey ${i}` }));
    await registerMember(t.app, { referCode: b.code });
    await registerMember(t.app);
    const page1 = await referredMembers(a.token);
    expect(page1.stats).toEqual({ totalMembers: 11, activeMembers: 11, totalCommissionEarned: 0 });
    expect(page1.pagination).toEqual({ currentPage: 1, totalPages: 2, totalCount: 11, hasNext: true, hasPrev: false });
    expect(page1.members).toHaveLength(10);
    const page2 = await referredMembers(a.token, "?page=2");
    expect(page2.members).toHaveLength(1);
    const ids = [...page1.members, ...page2.members].map((m: { id: string }) => m.id).sort();
    expect(ids).toEqual(members.map((m) => m.user.profileId).sort());
    // Phone shown (the default contact choice), e-mail not.
    expect(page1.members[0].phone).toMatch(/^\d{10}$/);
    expect(page1.members[0].email).toBeNull();
    const found = await referredMembers(a.token, "?search=sharmila");
    expect(found.members.map((m: { name: string }) => m.name)).toEqual(["Sharmila Sen"]);
    expect(found.pagination.totalCount).toBe(1);
    // B: only B's own member, whatever B searches for.
    const bList = await referredMembers(b.token);
    expect(bList.stats.totalMembers).toBe(1);
    for (const m of members) expect((await referredMembers(b.token, `?search=${m.user.profileId}`)).members).toEqual([]);
    // The member's contact privacy applies: e-mail only.
    await t.db.execute(sql`update users set email = 'sharmila@example.in' where id = ${members[0].user.id}`);
    await t.db.execute(sql`insert into ad_details (user_id, contact_visibility) values (${members[0].user.id}, 'email')
      on conflict (user_id) do update set contact_visibility = 'email'`);
    const hidden = (await referredMembers(a.token, "?search=sharmila")).members[0];
    expect(hidden).toMatchObject({ phone: null, email: "sharmila@example.in" });
  });

  it("a deactivated RR's code registers nobody; a registration with an unknown code is refused on the field", async () => {
    const a = await newRr({ activate: true });
    await call("PUT", `/api/admin/rr/${a.id}/status`, superAdmin.token, { active: false });
    const phone = newPhone();
    const otp = await registrationOtp(t.app, phone);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: validAd({ phone, otp, referCode: a.code }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe("referCode");
    expect((await call("GET", `/api/rr/referral-codes/${a.code}`)).json().data.valid).toBe(false);
  });
});

describe("commission", () => {
  it("rate × net amount once under verify + webhook ×3 racing; a refund reverses it; the report's months equal the ledger", async () => {
    const a = await newRr({ activate: true });
    const b = await newRr({ activate: true });
    const m = await registerMember(t.app, { referCode: a.code });
    const { orderId, payment, body } = await payPlan(m.token, 7, 3000);
    const results = await Promise.all([
      verify(t, m.token, body),
      webhook(t, "payment.captured", capturedPayload(payment)),
      verify(t, m.token, body),
      webhook(t, "order.paid", capturedPayload(payment)),
      verify(t, m.token, body),
      webhook(t, "payment.captured", capturedPayload(payment)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    // Rs 3,000 incl. 18 % GST: net 254,237 paise; 5 % of it is 12,712 paise.
    expect(await ledger(a.id)).toEqual([
      { kind: "earned", amount_paise: 12712, status: "due", order_id: expect.any(String), base_paise: 254237 },
    ]);
    const replay = await webhook(t, "payment.captured", capturedPayload(payment));
    expect(replay.statusCode).toBe(200);
    expect(await ledger(a.id)).toHaveLength(1);

    const list = await referredMembers(a.token);
    expect(list.stats.totalCommissionEarned).toBe(127.12);
    expect(list.members[0].commission).toBe(127.12);
    const pays = (await call("GET", "/api/rr/payments", a.token)).json().data;
    expect(pays.payments).toEqual([
      expect.objectContaining({
        memberId: m.user.profileId,
        amountPaise: 300000,
        netPaise: 254237,
        commissionPaise: 12712,
        commissionStatus: "due",
        status: "paid",
      }),
    ]);
    // B sees none of it.
    expect((await call("GET", "/api/rr/payments", b.token)).json().data.payments).toEqual([]);
    expect((await call("GET", "/api/rr/commission-report", b.token)).json().data.months).toEqual([]);
    expect((await referredMembers(b.token)).stats.totalCommissionEarned).toBe(0);

    // A second order, then a refund of the first.
    t.clock.advance(60_000);
    const second = await payPlan(m.token, 5, 250);
    expect((await verify(t, m.token, second.body)).statusCode).toBe(200);
    const [order] = await rawRows<{ id: string }>(t.db, sql`select id from orders where gateway_order_id = ${orderId}`);
    await t.app.services.refunds.refund(order.id, { type: "admin", id: superAdmin.admin.id }, "asked");
    await t.app.services.refunds.refund(order.id, { type: "admin", id: superAdmin.admin.id }, "again").catch(() => undefined);
    const rows = await ledger(a.id);
    expect(rows.map((r) => [r.kind, r.amount_paise])).toEqual([
      ["earned", 12712],
      ["earned", Math.round((Math.round((25000 * 100) / 118) * 5) / 100)],
      ["reversal", -12712],
    ]);
    const report = (await call("GET", "/api/rr/commission-report", a.token)).json().data;
    const total = rows.reduce((s, r) => s + r.amount_paise, 0);
    expect(report.months).toHaveLength(1);
    expect(report.months[0].month).toBe("2026-11");
    expect(report.months[0].earnedPaise - report.months[0].reversedPaise).toBe(total);
    expect(report.totals.duePaise + report.totals.paidPaise).toBe(total);
    const csv = await call("GET", "/api/rr/commission-report.csv", a.token);
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(csv.body.startsWith("\uFEFFMonth,")).toBe(true);
    expect(csv.body).toContain(`2026-11,${(report.months[0].earnedPaise / 100).toFixed(2)},127.12,`);
    expect(
      (await call("GET", "/api/rr/payments", a.token)).json().data.payments.map((p: { commissionStatus: string }) => p.commissionStatus),
    ).toEqual(["due", "reversed"]);
    const history = (await call("GET", "/api/rr/history", a.token)).json().data.events.map((e: { type: string }) => e.type);
    expect(history).toEqual(expect.arrayContaining(["referral", "payment", "refund", "activation"]));
  });

  it("a member without an RR earns nobody anything; an inactive RR earns nothing", async () => {
    const a = await newRr({ activate: true });
    const m = await registerMember(t.app, { referCode: a.code });
    await call("PUT", `/api/admin/rr/${a.id}/status`, superAdmin.token, { active: false });
    const p = await payPlan(m.token);
    expect((await verify(t, m.token, p.body)).statusCode).toBe(200);
    expect(await ledger(a.id)).toEqual([]);
  });
});

describe("payouts", () => {
  it("lists and streams what is due per RR for a period, pays it once, and the RR's report moves it from due to paid", async () => {
    const a = await newRr({ activate: true });
    const m = await registerMember(t.app, { referCode: a.code });
    const p = await payPlan(m.token);
    await verify(t, m.token, p.body);
    const period = "from=2026-11-01&to=2026-11-30";
    const due = (await call("GET", `/api/admin/rr/payouts/due?${period}`, superAdmin.token)).json().data;
    const mine = due.rows.find((r: { rrId: number }) => r.rrId === a.id);
    expect(mine).toMatchObject({ entries: 1, duePaise: 12712, referCode: a.code });
    const csv = await call("GET", `/api/admin/rr/payouts/due.csv?${period}`, superAdmin.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.startsWith("\uFEFFRR ID,Name,")).toBe(true);
    expect(csv.body).toContain(`${a.id},Rep `);
    expect(csv.body).toContain(",127.12\r\n");
    expect((await call("GET", "/api/admin/rr/payouts/due?from=2026-11-30&to=2026-11-01", superAdmin.token)).statusCode).toBe(400);
    expect((await call("GET", "/api/admin/rr/payouts/due?from=2026-02-30&to=2026-11-01", superAdmin.token)).statusCode).toBe(400);

    t.clock.advance(60_000);
    const pay = { rrId: a.id, from: "2026-11-01", to: "2026-11-30", reference: "NEFT-991" };
    const both = await Promise.all([
      call("POST", "/api/admin/rr/payouts", superAdmin.token, pay),
      call("POST", "/api/admin/rr/payouts", superAdmin.token, pay),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const report = (await call("GET", "/api/rr/commission-report", a.token)).json().data;
    expect(report.totals).toMatchObject({ duePaise: 0, paidPaise: 12712 });
    const tracker = (await call("GET", `/api/admin/rr?search=${encodeURIComponent(a.email)}`, moderator.token)).json().data.rrs;
    expect(tracker).toEqual([
      expect.objectContaining({ id: a.id, referredMembers: 1, earnedPaise: 12712, paidPaise: 12712, duePaise: 0, status: "active" }),
    ]);
    const events = (await call("GET", "/api/rr/history", a.token)).json().data.events;
    expect(events[0]).toMatchObject({ type: "payout", amountPaise: 12712, reference: "NEFT-991" });
    const audit = await rawRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'rr.payout' and subject_id = ${String(a.id)}`,
    );
    expect(audit[0].n).toBe(1);
  });
});

describe("add member", () => {
  const form = (over: Record<string, string> = {}) => ({
    name: "Ruma Ghosh",
    gender: "Female",
    phone: newPhone(),
    email: `ruma${++n}@example.in`,
    dateOfBirth: "1998-04-12",
    maritalStatus: "Never Married",
    profession: "Service",
    state: "West Bengal",
    city: "Howrah",
    religion: "Hindu",
    community: "Brahmin",
    caste: "Rarhi",
    language: "bn",
    ...over,
  });

  it("the ad is pending until the member confirms with the OTP sent to the member's phone", async () => {
    const a = await newRr({ activate: true });
    const fields = form();
    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#806040" } })
      .jpeg()
      .toBuffer();
    const body = multipart(fields, [{ name: "photo", filename: "ruma.jpg", type: "image/jpeg", data: photo }]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/rr/members",
      headers: { ...bearer(a.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { memberId, fallbackOTP } = res.json().data;
    expect(memberId).toMatch(/^B\d+$/);
    expect((await t.app.inject({ url: `/api/profile/public/${memberId}` })).statusCode).toBe(404);
    const list = await referredMembers(a.token);
    expect(list.members[0]).toMatchObject({ id: memberId, accountStatus: "pending_verification", awaitingConsent: true });
    // The member was told where to confirm.
    const [notice] = await rawRows<{ body: string }>(
      t.db,
      sql`select n.body from notifications n join profiles p on p.user_id = n.user_id where p.profile_id = ${memberId} and n.channel = 'sms'`,
    );
    expect(notice.body).toContain(`/rr-confirm?phone=${fields.phone}`);
    // In the language the RR chose for the member.
    expect(notice.body).toContain("শুভ বিবাহ");
    // No admin puts the ad in circulation before the member confirms it.
    const [{ id: userId }] = await rawRows<{ id: number }>(t.db, sql`select user_id as id from profiles where profile_id = ${memberId}`);
    const activate = await call("POST", `/api/users/${userId}/activate`, moderator.token);
    expect(activate.statusCode).toBe(409);
    expect(activate.json()).toMatchObject({ code: "awaiting_member_consent", message: expect.stringMatching(/not yet confirmed the ad/) });
    expect((await call("PUT", `/api/users/${userId}`, moderator.token, { status: "temporary_active" })).statusCode).toBe(409);
    const shown = await call("GET", `/api/users/${userId}`, moderator.token);
    expect(shown.json().data.user.allowedStatuses).not.toContain("active");
    // Suspended meanwhile and then lifted, it waits for the member again.
    expect((await call("POST", `/api/users/${userId}/suspend`, moderator.token, { reason: "Checking the photo" })).statusCode).toBe(200);
    const lifted = await call("POST", `/api/users/${userId}/activate`, moderator.token);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().data.user).toMatchObject({ status: "pending_verification" });
    expect((await t.app.inject({ url: `/api/profile/public/${memberId}` })).statusCode).toBe(404);
    // A new code answers the same for any number; only a waiting member gets one.
    const unknown = await call("POST", "/api/rr/member-consent/resend", undefined, { phone: newPhone() });
    expect(unknown.json().data).toEqual({ sent: true });
    // The RR cannot confirm with a made-up code; the member confirms with the real one.
    const wrong = await call("POST", "/api/rr/member-consent", undefined, {
      phone: fields.phone,
      otp: fallbackOTP === "000000" ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await call("POST", "/api/rr/member-consent", undefined, { phone: fields.phone, otp: fallbackOTP });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ confirmed: true, memberId });
    expect(
      (await call("POST", "/api/rr/member-consent", undefined, { phone: fields.phone, otp: fallbackOTP })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect((await referredMembers(a.token)).members[0]).toMatchObject({ accountStatus: "active", awaitingConsent: false });
    const [photoRow] = await rawRows<{ review_status: string }>(
      t.db,
      sql`select m.review_status from media m join profiles p on p.user_id = m.user_id where p.profile_id = ${memberId}`,
    );
    expect(photoRow.review_status).toBe("pending");
  });

  it("validates the spec's form; an inactive RR and a registered number are refused", async () => {
    const a = await newRr({ activate: true });
    const bad = await call("POST", "/api/rr/members", a.token, {
      name: "",
      gender: "X",
      phone: "123",
      email: "no",
      dateOfBirth: "2001-02-30",
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["name", "gender", "phone", "email", "dateOfBirth", "maritalStatus", "profession"]));
    const young = await call("POST", "/api/rr/members", a.token, form({ dateOfBirth: "2015-01-01" }));
    expect(young.statusCode).toBe(400);
    const taken = await registerMember(t.app);
    expect((await call("POST", "/api/rr/members", a.token, form({ phone: taken.user.phone }))).statusCode).toBe(409);
    const inactive = await newRr();
    expect((await call("POST", "/api/rr/members", inactive.token, form())).statusCode).toBe(403);
  });

  it("takes its choices from the same catalogue as registration, religion → community → caste included", async () => {
    const a = await newRr({ activate: true });
    const refused = async (over: Record<string, string>) => {
      const res = await call("POST", "/api/rr/members", a.token, form(over));
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors.map((e: { field: string }) => e.field);
    };
    expect(await refused({ profession: "Teacher" })).toEqual(["profession"]);
    expect(await refused({ state: "Atlantis" })).toEqual(["state"]);
    expect(await refused({ community: "Sikh" })).toEqual(["community"]);
    expect(await refused({ caste: "Chakma" })).toEqual(["caste"]);
    expect(await refused({ language: "fr" })).toEqual(["language"]);
    // Nothing was written by a refused form.
    expect((await referredMembers(a.token)).members).toHaveLength(0);

    const plain = form({ religion: "", community: "", caste: "", language: "" });
    const res = await call("POST", "/api/rr/members", a.token, plain);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await rawRows<{ religion: string; community: string; caste: string; profession: string; language: string }>(
      t.db,
      sql`select p.religion, p.community, p.caste, p.profession, u.language from profiles p join users u on u.id = p.user_id where p.profile_id = ${res.json().data.memberId}`,
    );
    expect(row).toEqual({ religion: "Other", community: "Other", caste: "Other", profession: "Service", language: "en" });
  });
});
