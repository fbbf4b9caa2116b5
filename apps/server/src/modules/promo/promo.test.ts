import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { member } from "../proposals/test-helpers.ts";
import { bearer, payAtGateway, verify } from "../payments/test-helpers.ts";
import { expectGuarded, principals } from "../admin-payments/test-helpers.ts";

let t: TestApp;
let p: Awaited<ReturnType<typeof principals>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await principals(t);
});
afterAll(() => t?.close());

let codeN = 0;
const promo = (over: Record<string, unknown> = {}) => ({
  code: `SAVE${process.pid % 1000}X${++codeN}`,
  description: "Puja offer",
  kind: "percent",
  value: 20,
  validFrom: "2026-11-01",
  validTo: "2026-11-30",
  maxUses: 100,
  oncePerMember: true,
  planIds: [],
  active: true,
  ...over,
});
const create = async (over: Record<string, unknown> = {}) => {
  const res = await t.app.inject({ method: "POST", url: "/api/admin/promos", headers: p.superAdmin, payload: promo(over) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.promo as { id: number; code: string; used: number };
};
const subscribe = (token: string, promoCode?: string, planId = 7, amount = 3000) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/payments/subscribe",
    headers: bearer(token),
    payload: { planId, location: "Kolkata", amount, ...(promoCode !== undefined ? { promoCode } : {}) },
  });

describe("promo codes: access", () => {
  it("401 without a token, 403 for members and RRs on every admin endpoint, 403 for moderators on changes; the check is for members only", async () => {
    const failures = await expectGuarded(
      t,
      p,
      [
        ["GET", "/api/admin/promos"],
        ["GET", "/api/admin/promos/1"],
      ],
      [
        ["POST", "/api/admin/promos", promo()],
        ["PUT", "/api/admin/promos/1", promo()],
        ["DELETE", "/api/admin/promos/1"],
      ],
    );
    expect(failures).toEqual([]);
    const res = await t.app.inject({ method: "POST", url: "/api/promo/check", headers: p.moderator, payload: { code: "X", planId: 7 } });
    expect(res.statusCode).toBe(401);
  });
});

describe("promo codes: admin CRUD", () => {
  it("creates (code upper-cased), lists, edits and audits; refuses bad input and a taken code", async () => {
    const c = await create({ code: "diwali-25", kind: "fixed", value: 500.5, planIds: [7, 1] });
    expect(c).toMatchObject({ code: "DIWALI-25", value: 500.5, kind: "fixed", planIds: [1, 7], used: 0, validTo: "2026-11-30" });
    const again = await t.app.inject({
      method: "POST",
      url: "/api/admin/promos",
      headers: p.superAdmin,
      payload: promo({ code: "Diwali-25" }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("A promo code with this name already exists");
    const bad = [
      promo({ kind: "percent", value: 120 }),
      promo({ kind: "percent", value: 12.5 }),
      promo({ kind: "fixed", value: 10.555 }),
      promo({ validFrom: "2026-12-01", validTo: "2026-11-01" }),
      promo({ maxUses: 0 }),
      promo({ code: "a b" }),
      promo({ code: "<script>" }),
      promo({ planIds: [999] }),
      promo({ value: "lots" }),
    ];
    for (const payload of bad) {
      const r = await t.app.inject({ method: "POST", url: "/api/admin/promos", headers: p.superAdmin, payload });
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/admin/promos/${c.id}`,
      headers: p.superAdmin,
      payload: promo({ code: "DIWALI-25", kind: "fixed", value: 400, maxUses: 5 }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.promo).toMatchObject({ value: 400, maxUses: 5, planIds: [] });
    const list = await t.app.inject({ method: "GET", url: "/api/admin/promos", headers: p.moderator });
    expect(list.json().data.promos.map((x: { code: string }) => x.code)).toContain("DIWALI-25");
    const audit = await rawRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where subject_type = 'promo' and subject_id = ${String(c.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(["promo_created", "promo_updated"]);
    const missing = await t.app.inject({ method: "PUT", url: "/api/admin/promos/999999", headers: p.superAdmin, payload: promo() });
    expect(missing.statusCode).toBe(404);
  });

  it("deletes an unused code, deactivates a used one (its orders keep naming it)", async () => {
    const unused = await create();
    const del = await t.app.inject({ method: "DELETE", url: `/api/admin/promos/${unused.id}`, headers: p.superAdmin });
    expect(del.json().data).toEqual({ deleted: true, deactivated: false });
    const used = await create();
    const m = await member(t);
    expect((await subscribe(m.token, used.code)).statusCode).toBe(200);
    const del2 = await t.app.inject({ method: "DELETE", url: `/api/admin/promos/${used.id}`, headers: p.superAdmin });
    expect(del2.json().data).toEqual({ deleted: false, deactivated: true });
    const m2 = await member(t);
    const r = await subscribe(m2.token, used.code);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual([{ field: "promoCode", message: "This promo code is not valid" }]);
  });
});

describe("promo codes at checkout", () => {
  it("closing the payment window and checking out again with the code continues the same order, so the code is not used up", async () => {
    const c = await create({ maxUses: 1, value: 10 });
    const m = await member(t);
    const first = await subscribe(m.token, c.code);
    expect(first.statusCode, first.body).toBe(200);
    const again = await subscribe(m.token, ` ${c.code.toLowerCase()}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.payment).toEqual(first.json().data.payment);
    // Without the code, or for another plan, it is a new checkout (the code's one use is held).
    const plain = await subscribe(m.token);
    expect(plain.json().data.payment.orderId).not.toBe(first.json().data.payment.orderId);
    expect((await subscribe(m.token, c.code, 2, 7000)).statusCode).toBe(409);
    // Another member cannot take the held use; the member pays the one order, once.
    const other = await member(t);
    expect((await subscribe(other.token, c.code)).statusCode).toBe(409);
    const { payment: _p, ...body } = await payAtGateway(t, first.json().data.payment.orderId);
    expect((await verify(t, m.token, body)).json().data.order).toMatchObject({ status: "paid", amount: 2700 });
    const [row] = await rawRows<{ orders: number; used: number; resumed: number }>(
      t.db,
      sql`select (select count(*)::int from orders where promo_code = ${c.code}) as orders,
                 (select used from promo_codes where id = ${c.id}) as used,
                 (select count(*)::int from audit_log where action = 'order_resumed' and actor_id = ${m.userId}) as resumed`,
    );
    expect(row).toEqual({ orders: 1, used: 1, resumed: 1 });
    // Paid, the code is used: checking out with it again is refused, not a second discounted order.
    expect((await subscribe(m.token, c.code)).statusCode).toBe(409);
  });

  it("a held order continues only for its own member, within its time", async () => {
    const c = await create({ maxUses: 5, oncePerMember: false });
    const a = await member(t);
    const b = await member(t);
    const first = await subscribe(a.token, c.code);
    const other = await subscribe(b.token, c.code);
    expect(other.json().data.payment.orderId).not.toBe(first.json().data.payment.orderId);
    t.clock.advance(23 * 60 * 60_000);
    expect((await subscribe(a.token, c.code)).json().data.payment.orderId).toBe(first.json().data.payment.orderId);
    // Not at a price the plan no longer has: a new order at the new price.
    await t.db.execute(sql`update plans set price = '3100' where id = 7`);
    const repriced = await subscribe(a.token, c.code, 7, 3100);
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json().data.payment).toMatchObject({ amount: 248000 });
    expect(repriced.json().data.payment.orderId).not.toBe(first.json().data.payment.orderId);
    await t.db.execute(sql`update plans set price = '3000' where id = 7`);
    t.clock.advance(2 * 60 * 60_000);
    const later = await subscribe(a.token, c.code);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().data.payment.orderId).not.toBe(first.json().data.payment.orderId);
    t.clock.set(new Date("2026-11-22T06:30:00Z"));
  });

  it("the server applies the code: the order records it and the member pays the discounted price", async () => {
    const c = await create({ value: 20 });
    const m = await member(t);
    const check = await t.app.inject({
      method: "POST",
      url: "/api/promo/check",
      headers: bearer(m.token),
      payload: { code: c.code.toLowerCase(), planId: 7 },
    });
    expect(check.json().data).toEqual({ code: c.code, listPaise: 300000, discountPaise: 60000, amountPaise: 240000 });
    const res = await subscribe(m.token, ` ${c.code.toLowerCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json().data.payment;
    expect(payment.amount).toBe(240000);
    const { payment: _p, ...body } = await payAtGateway(t, payment.orderId);
    const paid = await verify(t, m.token, body);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.order).toMatchObject({ amount: 2400, status: "paid" });
    const [order] = await rawRows<{ promo_code: string; discount_paise: number; amount_paise: number }>(
      t.db,
      sql`select promo_code, discount_paise, amount_paise from orders where gateway_order_id = ${payment.orderId}`,
    );
    expect(order).toEqual({ promo_code: c.code, discount_paise: 60000, amount_paise: 240000 });
    const admin = await t.app.inject({ method: "GET", url: `/api/admin/promos/${c.id}`, headers: p.moderator });
    expect(admin.json().data.promo.used).toBe(1);
  });

  it("refuses unknown, expired, not yet valid, other-plan codes and a second use by the same member", async () => {
    const m = await member(t);
    const expect400AtPlan = async (token: string, code: string, planId: number, amount: number, message: string) => {
      const r = await subscribe(token, code, planId, amount);
      expect(r.statusCode, `${code}: ${r.body}`).toBe(409);
      expect(r.json().errors).toEqual([{ field: "promoCode", message }]);
    };
    const expect400 = async (code: string, message: string, status = 400) => {
      const r = await subscribe(m.token, code);
      expect(r.statusCode, `${code}: ${r.body}`).toBe(status);
      expect(r.json().errors).toEqual([{ field: "promoCode", message }]);
    };
    await expect400("NOSUCHCODE", "This promo code is not valid");
    const old = await create({ validFrom: "2026-10-01", validTo: "2026-11-21" });
    await expect400(old.code, "This promo code has expired");
    const later = await create({ validFrom: "2026-11-23", validTo: "2026-12-21" });
    await expect400(later.code, "This promo code is not valid yet");
    const other = await create({ planIds: [1] });
    await expect400(other.code, "This promo code does not apply to this plan");
    const once = await create();
    const first = await subscribe(m.token, once.code);
    expect(first.statusCode).toBe(200);
    // Its unpaid order holds the member's use: not for another plan, and once paid, not again.
    await expect400AtPlan(m.token, once.code, 2, 7000, "You have already used this promo code");
    const { payment: _p, ...body } = await payAtGateway(t, first.json().data.payment.orderId);
    expect((await verify(t, m.token, body)).statusCode).toBe(200);
    await expect400AtPlan(m.token, once.code, 2, 7000, "You have already used this promo code");
    // A code that may be used again by one member (a proposal add-on may be bought again).
    const multi = await create({ oncePerMember: false, kind: "fixed", value: 2999.5 });
    const a = await subscribe(m.token, multi.code, 5, 250);
    const { payment: _a, ...paidA } = await payAtGateway(t, a.json().data.payment.orderId);
    expect((await verify(t, m.token, paidA)).statusCode).toBe(200);
    const b = await subscribe(m.token, multi.code, 5, 250);
    expect(b.json().data.payment.orderId).not.toBe(a.json().data.payment.orderId);
    // A fixed discount never takes the price under Rs 1.
    expect([a.json().data.payment.amount, b.json().data.payment.amount]).toEqual([100, 100]);
  });

  it("the cap holds under concurrency: 50 checkouts at once with a code capped at 10 → exactly 10 discounted orders", async () => {
    const c = await create({ maxUses: 10, value: 50 });
    const members = await Promise.all(Array.from({ length: 50 }, () => member(t)));
    const results = await Promise.all(members.map((m) => subscribe(m.token, c.code)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(10);
    expect(codes.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().errors).toEqual([{ field: "promoCode", message: "This promo code has been fully used" }]);
    const [row] = await rawRows<{ orders: number; used: number; redemptions: number }>(
      t.db,
      sql`select (select count(*)::int from orders where promo_code = ${c.code}) as orders,
                 (select used from promo_codes where id = ${c.id}) as used,
                 (select count(*)::int from promo_redemptions where promo_id = ${c.id}) as redemptions`,
    );
    expect(row).toEqual({ orders: 10, used: 10, redemptions: 10 });
  });

  it("one member checking out twice at once with a once-per-member code gets one discounted order", async () => {
    const c = await create({ maxUses: 50 });
    const m = await member(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => subscribe(m.token, c.code)));
    // A checkout that comes after the first one's order continues it; one that races it is refused.
    const started = results.filter((r) => r.statusCode === 200);
    expect(started.length).toBeGreaterThanOrEqual(1);
    expect(new Set(started.map((r) => r.json().data.payment.orderId)).size).toBe(1);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409)).toBe(true);
    const [row] = await rawRows<{ orders: number; used: number }>(
      t.db,
      sql`select (select count(*)::int from orders where promo_code = ${c.code}) as orders, (select used from promo_codes where id = ${c.id}) as used`,
    );
    expect(row).toEqual({ orders: 1, used: 1 });
  });
});
