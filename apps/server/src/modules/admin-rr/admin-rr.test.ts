import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRows } from "@app/db";
import { createTestApp, registerMember, type TestApp } from "../../test/harness.ts";
import { adminSession } from "../admin-auth/test-factory.ts";
import { payAtGateway, startCheckout, verify } from "../payments/test-helpers.ts";
import { activeRr } from "../rr/test-factory.ts";

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
const setRate = (id: number | string, payload: object, token: string | null = superAdmin.token) =>
  t.app.inject({ method: "PUT", url: `/api/admin/rr/${id}/commission-rate`, headers: token ? bearer(token) : {}, payload });

const storedRate = async (rrId: number) =>
  (await rawRows<{ rate: number }>(t.db, sql`select commission::float8 as rate from rrs where id = ${rrId}`))[0].rate;

const audits = (rrId: number) =>
  rawRows<{ actor_id: number; details: { fromPercent: number; toPercent: number; reason: string | null } }>(
    t.db,
    sql`select actor_id, details from audit_log where action = 'rr.commission_rate_changed' and subject_id = ${String(rrId)} order by id`,
  );

const ledger = (rrId: number) =>
  rawRows<{ rate: number; base: number; amount: number }>(
    t.db,
    sql`select rate_percent::float8 as rate, base_paise as base, amount_paise as amount from rr_commissions where rr_id = ${rrId} and kind = 'earned' order by id`,
  );

/** An active RR with a referral code and a member registered with it. */
async function rrWithMember() {
  const rr = await activeRr(t);
  const code = await t.app.inject({ method: "POST", url: "/api/rr/generate-referral-code", headers: bearer(rr.token) });
  expect(code.statusCode, code.body).toBe(200);
  const member = await registerMember(t.app, { referCode: code.json().data.referCode });
  return { rr, member };
}

/** The member buys a plan (in rupees, GST included) and the payment is verified (settled). */
async function settledPayment(token: string, planId: number, rupees: number) {
  t.clock.advance(60_000);
  const { orderId } = await startCheckout(t, token, planId, rupees);
  const { payment: _payment, ...body } = await payAtGateway(t, orderId);
  const res = await verify(t, token, body);
  expect(res.statusCode, res.body).toBe(200);
}

describe("commission rate", () => {
  it("is for super admins: 401 without a token, 403 for members, RRs and moderators", async () => {
    const { rr, member } = await rrWithMember();
    expect((await setRate(rr.id, { rate: 7 }, null)).statusCode).toBe(401);
    expect((await setRate(rr.id, { rate: 7 }, member.token)).statusCode).toBe(403);
    expect((await setRate(rr.id, { rate: 7 }, rr.token)).statusCode).toBe(403);
    expect((await setRate(rr.id, { rate: 7 }, moderator.token)).statusCode).toBe(403);
    expect(await storedRate(rr.id)).toBe(5);
    expect(await audits(rr.id)).toEqual([]);
  });

  it("applies to payments settled after the change; an entry earned before keeps its rate; audited once", async () => {
    const { rr, member } = await rrWithMember();
    await settledPayment(member.token, 7, 3000);

    const res = await setRate(rr.id, { rate: 7, reason: "  Senior representative  " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Commission rate changed",
      data: { changed: true, rr: { id: rr.id, commissionRate: 7 } },
    });
    expect(await storedRate(rr.id)).toBe(7);

    await settledPayment(member.token, 5, 250);
    // Rs 3,000 incl. 18 % GST: net 254,237 paise, 5 % of it 12,712 paise; Rs 250: net 21,186 paise, 7 % of it 1,483 paise.
    expect(await ledger(rr.id)).toEqual([
      { rate: 5, base: 254237, amount: 12712 },
      { rate: 7, base: 21186, amount: 1483 },
    ]);

    expect(await audits(rr.id)).toEqual([
      { actor_id: superAdmin.admin.id, details: { fromPercent: 5, toPercent: 7, reason: "Senior representative" } },
    ]);

    // The same rate again changes nothing and writes no audit row.
    const again = await setRate(rr.id, { rate: 7.0 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ message: "The RR already has this commission rate", data: { changed: false } });
    expect(await audits(rr.id)).toHaveLength(1);

    // The tracker shows the new rate; two decimals are kept; a reason is optional.
    const tracker = await t.app.inject({ method: "GET", url: `/api/admin/rr?search=rr-factory`, headers: superAdmin.auth });
    expect(tracker.json().data.rrs.find((r: { id: number }) => r.id === rr.id).commissionRate).toBe(7);
    const precise = await setRate(rr.id, { rate: "7.25" });
    expect(precise.statusCode, precise.body).toBe(200);
    expect(precise.json().data.rr.commissionRate).toBe(7.25);
    expect((await audits(rr.id)).at(-1)?.details).toEqual({ fromPercent: 7, toPercent: 7.25, reason: null });
    expect((await setRate(rr.id, { rate: 0 })).json().data.rr.commissionRate).toBe(0);
    expect((await setRate(rr.id, { rate: 50 })).json().data.rr.commissionRate).toBe(50);
  });

  it("refuses a rate outside 0–50, with more than 2 decimals or not a number; an unknown RR is a 404", async () => {
    const { rr } = await rrWithMember();
    const cases: [unknown, string][] = [
      [-1, "The commission rate cannot be negative"],
      [51, "The commission rate can be at most 50%"],
      [5.555, "The commission rate can have at most 2 decimals"],
      ["abc", "The commission rate must be a number"],
      [null, "The commission rate must be a number"],
      ["", "Please enter the commission rate"],
      [undefined, "Please enter the commission rate"],
    ];
    for (const [rate, message] of cases) {
      const res = await setRate(rr.id, { rate });
      expect(res.statusCode, `${String(rate)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: "validation_failed", errors: [{ field: "rate", message }] });
    }
    const long = await setRate(rr.id, { rate: 6, reason: "x".repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: "reason", message: "The reason can be at most 300 characters" }]);
    expect(await storedRate(rr.id)).toBe(5);
    expect(await audits(rr.id)).toEqual([]);

    const unknown = await setRate(2_147_483_647, { rate: 6 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("RR not found");
    expect((await setRate("abc", { rate: 6 })).statusCode).toBe(400);
  });

  it("concurrent changes apply one after another: a consistent final rate and one audit row per real change", async () => {
    const { rr } = await rrWithMember();
    const rates = [6, 7, 7, 8, 6, 9, 9, 6.5];
    const results = await Promise.all(rates.map((rate) => setRate(rr.id, { rate })));
    expect(results.map((r) => r.statusCode)).toEqual(rates.map(() => 200));
    const rows = await audits(rr.id);
    const changed = results.filter((r) => r.json().data.changed).length;
    expect(rows).toHaveLength(changed);
    // Each change starts from the rate the previous one set, and the last one's rate is the RR's.
    let previous = 5;
    for (const { details } of rows) {
      expect(details.fromPercent).toBe(previous);
      expect(details.toPercent).not.toBe(previous);
      previous = details.toPercent;
    }
    expect(await storedRate(rr.id)).toBe(previous);

    // The same rate sent four times at once: one change, one audit row.
    const same = await Promise.all([1, 2, 3, 4].map(() => setRate(rr.id, { rate: 12.5 })));
    expect(same.map((r) => r.json().data.changed).filter(Boolean)).toHaveLength(1);
    expect((await audits(rr.id)).filter((a) => a.details.toPercent === 12.5)).toHaveLength(1);
    expect(await storedRate(rr.id)).toBe(12.5);
  });
});

describe("RR Tracker contacts", () => {
  const tracker = (search: string, auth: Record<string, string>) =>
    t.app.inject({ method: "GET", url: `/api/admin/rr?search=${encodeURIComponent(search)}&limit=50`, headers: auth });

  it("a moderator sees RRs' phones and e-mails masked and finds an RR by name, code or a whole contact only", async () => {
    const rr = await activeRr(t);
    const [row] = await rawRows<{ email: string; mobile: string; name: string }>(
      t.db,
      sql`select email, mobile, name from rrs where id = ${rr.id}`,
    );

    const full = await tracker(row.name, superAdmin.auth);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().data.rrs.find((r: { id: number }) => r.id === rr.id)).toMatchObject({ email: row.email, mobileNo: row.mobile });

    const masked = await tracker(row.name, moderator.auth);
    expect(masked.statusCode, masked.body).toBe(200);
    expect(masked.body).not.toContain(row.email);
    expect(masked.body).not.toContain(row.mobile);
    expect(masked.json().data.rrs.find((r: { id: number }) => r.id === rr.id)).toMatchObject({
      email: `r\u2022\u2022\u2022@example.in`,
      mobileNo: `\u2022\u2022\u2022\u2022\u2022\u2022${row.mobile.slice(-4)}`,
    });

    // A beginning or a part of a contact finds the RR for a super admin, never for a moderator.
    const ids = async (search: string, auth: Record<string, string>) =>
      (await tracker(search, auth)).json().data.rrs.map((r: { id: number }) => r.id) as number[];
    for (const part of [row.email.slice(0, 12), row.mobile.slice(0, 5), row.mobile.slice(-6)]) {
      expect(await ids(part, superAdmin.auth)).toContain(rr.id);
      expect(await ids(part, moderator.auth)).not.toContain(rr.id);
    }
    expect(await ids(row.email, moderator.auth)).toContain(rr.id);
    expect(await ids(row.mobile, moderator.auth)).toContain(rr.id);
  });
});
