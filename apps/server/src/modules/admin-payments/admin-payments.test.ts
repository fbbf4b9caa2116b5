import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { migrationsFolder, rawRows, schema } from "@app/db";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { ledgerMismatches, member, setBalance, type Member } from "../proposals/test-helpers.ts";
import { bearer, payAtGateway, startCheckout, verify, webhook } from "../payments/test-helpers.ts";
import { expectGuarded, principals } from "./test-helpers.ts";

let t: TestApp;
let p: Awaited<ReturnType<typeof principals>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await principals(t);
});
afterAll(() => t?.close());

const get = (url: string, headers = p.moderator) => t.app.inject({ method: "GET", url, headers });
/** Money actions are a super admin's; a cheque is cleared by another super admin than the one who recorded it. */
const post = (url: string, payload?: object, headers = url.endsWith("/clear") ? p.checker : p.superAdmin) =>
  t.app.inject({ method: "POST", url, headers, ...(payload ? { payload } : {}) });

/** A member who bought plan 7 (Rs 3,000) online. */
async function paidOrder() {
  const m = await member(t);
  const { orderId } = await startCheckout(t, m.token, 7, 3000);
  const { payment: _p, ...body } = await payAtGateway(t, orderId);
  const res = await verify(t, m.token, body);
  expect(res.statusCode, res.body).toBe(200);
  return { m, orderId, id: res.json().data.order.id as string };
}

const memberState = async (userId: number) => {
  const [row] = await rawRows<{ plans: number; points: number }>(
    t.db,
    sql`select (select count(*)::int from member_plans where user_id = ${userId} and (ends_at is null or ends_at > ${t.clock.now().toISOString()}::timestamptz)) as plans,
               (select proposal_points from users where id = ${userId}) as points`,
  );
  return row;
};
const currentPlan = async (token: string) =>
  (await t.app.inject({ method: "GET", url: "/api/plans/current", headers: bearer(token) })).json().data;

let chequeN = 0;
const cheque = (adId: string, over: Record<string, unknown> = {}) => ({
  method: "cheque",
  number: `${process.pid}${++chequeN}`,
  bank: "State Bank of India",
  chequeDate: "2026-11-20",
  amount: 3000,
  member: adId,
  planId: 7,
  ...over,
});

describe("access", () => {
  it("401 without a token, 403 for members and RRs; refunds and cheque actions only for super admins", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const failures = await expectGuarded(
      t,
      p,
      [
        ["GET", "/api/admin/payments"],
        ["GET", `/api/admin/payments/${id}`],
        ["GET", "/api/admin/cheques"],
        ["GET", `/api/admin/cheques/${id}`],
      ],
      [
        ["POST", `/api/admin/payments/${id}/refund`, { reason: "Asked by the member" }],
        ["POST", "/api/admin/cheques", cheque("B1")],
        ["POST", `/api/admin/cheques/${id}/clear`],
        ["POST", `/api/admin/cheques/${id}/bounce`, { reason: "Insufficient funds" }],
      ],
    );
    expect(failures).toEqual([]);
  });
});

describe("online payments", () => {
  it("lists every order with filters and totals for the filter; the detail shows gateway ids and the event history", async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    const open = await member(t);
    await startCheckout(t, open.token, 7, 3000);
    const all = (await get("/api/admin/payments?pageSize=100")).json().data;
    expect(all.orders.length).toBeGreaterThanOrEqual(3);
    const mine = (await get(`/api/admin/payments?member=${a.m.profileId}`)).json().data;
    expect(mine.orders).toHaveLength(1);
    expect(mine.orders[0]).toMatchObject({
      id: a.id,
      status: "paid",
      amountPaise: 300000,
      provider: "test",
      member: { adId: a.m.profileId },
    });
    expect(mine.totals).toEqual({
      orders: 1,
      paid: 1,
      paidPaise: 300000,
      refunded: 0,
      refundedPaise: 0,
      bounced: 0,
      bouncedPaise: 0,
      discountPaise: 0,
    });
    const paid = (await get("/api/admin/payments?status=paid&planId=7&from=2026-11-22&to=2026-11-22&pageSize=100")).json().data;
    expect(paid.orders.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(paid.totals.paidPaise).toBe(paid.totals.paid * 300000);
    const none = (await get("/api/admin/payments?from=2026-11-23")).json().data;
    expect(none).toMatchObject({ orders: [], total: 0 });
    for (const bad of ["from=2026-13-45x", "status=lost", "from=2026-11-22&to=2026-11-01", "pageSize=1000", "page=0"])
      expect((await get(`/api/admin/payments?${bad}`)).statusCode, bad).toBe(400);

    const detail = (await get(`/api/admin/payments/${a.id}`)).json().data.order;
    expect(detail.orderId).toBe(a.orderId);
    expect(detail.paymentId).toMatch(/^pay_/);
    expect(detail.receiptNumber).toMatch(/^SB\/2026-27\/\d{6}$/);
    expect(detail.events.map((e: { action: string }) => e.action)).toEqual(["order_created", "payment_captured"]);
    expect(detail.events[0].actor.type).toBe("member");
    expect((await get("/api/admin/payments/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await get("/api/admin/payments/not-a-uuid")).statusCode).toBe(400);
  });

  it("finds one order by its own id, the gateway's order id or the receipt number, exactly", async () => {
    const a = await paidOrder();
    await paidOrder();
    const { receiptNumber } = (await get(`/api/admin/payments/${a.id}`)).json().data.order;
    const find = async (term: string) =>
      (await get(`/api/admin/payments?member=${encodeURIComponent(term)}`)).json().data.orders.map((o: { id: string }) => o.id);
    expect(await find(a.id)).toEqual([a.id]);
    expect(await find(a.id.toUpperCase())).toEqual([a.id]);
    expect(await find(a.orderId)).toEqual([a.id]);
    expect(await find(receiptNumber)).toEqual([a.id]);
    expect(await find(` ${receiptNumber.toLowerCase()} `)).toEqual([a.id]);
    expect(await find(receiptNumber.slice(0, -1))).toEqual([]);
    expect(await find(a.orderId.slice(0, -1))).toEqual([]);
    expect(await find("00000000-0000-4000-8000-000000000000")).toEqual([]);
  });

  it("a super admin refunds a paid order through the payments service: the plan ends, the history shows it, a second refund is refused", async () => {
    const a = await paidOrder();
    expect(await memberState(a.m.userId)).toEqual({ plans: 1, points: 10 });
    const asModerator = await post(`/api/admin/payments/${a.id}/refund`, { reason: "Asked by the member" }, p.moderator);
    expect(asModerator.statusCode).toBe(403);
    expect((await post(`/api/admin/payments/${a.id}/refund`, { reason: "" }, p.superAdmin)).statusCode).toBe(400);
    const res = await post(`/api/admin/payments/${a.id}/refund`, { reason: "Asked by the member" }, p.superAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe("refunded");
    expect(await memberState(a.m.userId)).toEqual({ plans: 0, points: 0 });
    const again = await post(`/api/admin/payments/${a.id}/refund`, { reason: "Asked by the member" }, p.superAdmin);
    expect(again.statusCode).toBe(409);
    const detail = (await get(`/api/admin/payments/${a.id}`)).json().data.order;
    expect(detail.status).toBe("refunded");
    expect(detail.events.map((e: { action: string }) => e.action)).toEqual([
      "order_created",
      "payment_captured",
      "refund_requested",
      "payment_refunded",
    ]);
    expect(detail.events[2].actor).toEqual({ type: "admin", name: expect.any(String) });
    const totals = (await get(`/api/admin/payments?member=${a.m.profileId}`)).json().data.totals;
    expect(totals).toMatchObject({ paid: 0, paidPaise: 0, refunded: 1, refundedPaise: 300000 });
  });
});

describe("cheque payments", () => {
  it("records a cheque; clearing grants the plan through the settlement with the next receipt number of the online sequence", async () => {
    const online = await paidOrder();
    const onlineReceipt = (await get(`/api/admin/payments/${online.id}`)).json().data.order.receiptNumber as string;
    const m = await member(t);
    const rec = await post("/api/admin/cheques", cheque(m.profileId));
    expect(rec.statusCode, rec.body).toBe(200);
    const c = rec.json().data.cheque;
    expect(c).toMatchObject({
      status: "recorded",
      amountPaise: 300000,
      member: { adId: m.profileId },
      planName: "Text AD Basic Plus",
      planNameBn: "টেক্সট বিজ্ঞাপন বেসিক প্লাস",
      orderId: null,
    });
    expect(await memberState(m.userId)).toEqual({ plans: 0, points: 0 });
    const cleared = await post(`/api/admin/cheques/${c.id}/clear`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    const done = cleared.json().data.cheque;
    expect(done.status).toBe("cleared");
    const seq = (r: string) => Number(r.split("/")[2]);
    expect(seq(done.receiptNumber)).toBe(seq(onlineReceipt) + 1);
    expect(await memberState(m.userId)).toEqual({ plans: 1, points: 10 });
    expect((await currentPlan(m.token)).plan).toMatchObject({ id: 7, source: "payment" });
    // The member's receipt, the admin's order list and the audit trail all show it.
    const receipt = await t.app.inject({ method: "GET", url: `/api/payments/${done.orderId}/receipt`, headers: bearer(m.token) });
    expect(receipt.json().data).toMatchObject({ number: done.receiptNumber, planNameBn: "টেক্সট বিজ্ঞাপন বেসিক প্লাস" });
    const orders = (await get(`/api/admin/payments?provider=cheque&member=${m.profileId}`)).json().data;
    expect(orders.orders[0]).toMatchObject({ status: "paid", provider: "cheque", amountPaise: 300000 });
    const audit = await rawRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where subject_type = 'cheque' and subject_id = ${c.id} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(["cheque_recorded", "cheque_cleared"]);
    const notices = await rawRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from notifications where user_id = ${m.userId} and template = 'payment_receipt'`,
    );
    expect(notices[0].n).toBeGreaterThanOrEqual(1);
  });

  it("clearing twice at once grants once (one order, one receipt number, points once)", async () => {
    const m = await member(t);
    const c = (await post("/api/admin/cheques", cheque(m.profileId))).json().data.cheque;
    const [{ last: before }] = await rawRows<{ last: number }>(t.db, sql`select last from receipt_counters where fy = '2026-27'`);
    const results = await Promise.all([1, 2, 3, 4].map(() => post(`/api/admin/cheques/${c.id}/clear`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await memberState(m.userId)).toEqual({ plans: 1, points: 10 });
    const [row] = await rawRows<{ orders: number; last: number }>(
      t.db,
      sql`select (select count(*)::int from orders where user_id = ${m.userId}) as orders, (select last from receipt_counters where fy = '2026-27') as last`,
    );
    expect(row).toEqual({ orders: 1, last: Number(before) + 1 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("a bounce before clearing grants nothing; a bounce after clearing takes the grant back; neither can be undone", async () => {
    const m = await member(t);
    const c1 = (await post("/api/admin/cheques", cheque(m.profileId))).json().data.cheque;
    const b1 = await post(`/api/admin/cheques/${c1.id}/bounce`, { reason: "Insufficient funds" });
    expect(b1.json().data.cheque).toMatchObject({ status: "bounced", bounceReason: "Insufficient funds", orderId: null });
    expect(await memberState(m.userId)).toEqual({ plans: 0, points: 0 });
    expect((await post(`/api/admin/cheques/${c1.id}/clear`)).statusCode).toBe(409);
    expect((await post(`/api/admin/cheques/${c1.id}/bounce`, { reason: "Again" })).statusCode).toBe(409);

    const c2 = (await post("/api/admin/cheques", cheque(m.profileId))).json().data.cheque;
    await post(`/api/admin/cheques/${c2.id}/clear`);
    expect(await memberState(m.userId)).toEqual({ plans: 1, points: 10 });
    const b2 = await post(`/api/admin/cheques/${c2.id}/bounce`, { reason: "Signature mismatch" });
    expect(b2.statusCode, b2.body).toBe(200);
    expect(await memberState(m.userId)).toEqual({ plans: 0, points: 0 });
    expect((await currentPlan(m.token)).plan).toBeNull();
    const order = (await get(`/api/admin/payments/${b2.json().data.cheque.orderId}`)).json().data.order;
    expect(order.status).toBe("bounced");
    expect((await post(`/api/admin/cheques/${c2.id}/clear`)).statusCode).toBe(409);
    expect(await memberState(m.userId)).toEqual({ plans: 0, points: 0 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("refuses bad input, an unknown member, a cheque recorded twice and a plan not sold", async () => {
    const m = await member(t);
    const first = cheque(m.profileId);
    expect((await post("/api/admin/cheques", first)).statusCode).toBe(200);
    const dup = await post("/api/admin/cheques", first);
    expect(dup.statusCode).toBe(409);
    const unknown = await post("/api/admin/cheques", cheque("B99999999"));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].field).toBe("member");
    const byPhone = await post("/api/admin/cheques", cheque(`+91 ${m.phone}`));
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    expect((await post("/api/admin/cheques", cheque(m.profileId, { planId: 999 }))).statusCode).toBe(404);
    for (const bad of [
      { amount: 0 },
      { amount: -5 },
      { amount: 10.555 },
      { chequeDate: "20-11-2026" },
      { method: "cash" },
      { number: "" },
      { bank: "" },
      { member: "" },
    ])
      expect((await post("/api/admin/cheques", cheque(m.profileId, bad))).statusCode, JSON.stringify(bad)).toBe(400);
    const list = (await get("/api/admin/cheques?status=recorded&pageSize=100")).json().data;
    expect(list.cheques.every((c: { status: string }) => c.status === "recorded")).toBe(true);
    expect(list.total).toBeGreaterThanOrEqual(2);
    const cid = list.cheques[0].id;
    const refund = await post(`/api/admin/cheques/${cid}/clear`);
    const orderId = refund.json().data.cheque.orderId;
    const online = await post(`/api/admin/payments/${orderId}/refund`, { reason: "Asked by the member" }, p.superAdmin);
    expect(online.statusCode).toBe(409);
  });
});

/** A member referred by an active RR earning 5 %, and the RR's session. */
let rrN = 0;
async function referredMember() {
  const m = await member(t);
  const [rr] = await t.db
    .insert(schema.rrs)
    .values({
      email: `rr-cheque-${process.pid}-${++rrN}@example.in`,
      name: "Cheque RR",
      mobile: "9000000002",
      passwordHash: "x",
      active: true,
    })
    .returning();
  await t.db.update(schema.users).set({ referredByRrId: rr.id }).where(eq(schema.users.id, m.userId));
  return { m, rr: bearer(await t.app.services.sessions.create(t.db, "rr", rr.id)) };
}

/** A cheque of plan 7 (Rs 3,000) recorded for the member and cleared. */
async function clearedCheque(m: Member) {
  const c = (await post("/api/admin/cheques", cheque(m.profileId))).json().data.cheque;
  const res = await post(`/api/admin/cheques/${c.id}/clear`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.cheque as { id: string; orderId: string; receiptNumber: string; clearedAt: string };
}

const commissions = (orderId: string) =>
  rawRows<{ kind: string; amount: number }>(
    t.db,
    sql`select kind, amount_paise as amount from rr_commissions where order_id = ${orderId}::uuid order by id`,
  );
const orderLedger = (userId: number) =>
  rawRows<{ delta: number; key: string }>(
    t.db,
    sql`select delta, grant_key as key from point_ledger where user_id = ${userId} and grant_key is not null order by id`,
  );

/** Everything a bounce or a refund could change about one cheque, its order and its member. */
const moneyState = async (m: Member, orderId: string, chequeId: string) => ({
  ...(await memberState(m.userId)),
  rows: await rawRows(
    t.db,
    sql`select o.status, o.refunded_at, o.bounced_at, o.gateway_refund_id, o.refund_requested_at, c.status as cheque, c.bounced_at as cheque_bounced_at,
          (select count(*)::int from point_ledger where user_id = ${m.userId}) as ledger,
          (select count(*)::int from rr_commissions where order_id = o.id) as commissions,
          (select count(*)::int from audit_log where subject_id in (${orderId}, ${chequeId})) as audit,
          (select count(*)::int from member_plans where order_id = o.id and ends_at is null) as open_plans
        from orders o join cheque_payments c on c.order_id = o.id where o.id = ${orderId}::uuid`,
  ),
});

describe("a cheque that bounces after clearing", () => {
  it("is bounced, not refunded, on every screen; its plan, points and RR commission are taken back", async () => {
    const { m, rr } = await referredMember();
    const c = await clearedCheque(m);
    expect(await commissions(c.orderId)).toEqual([{ kind: "earned", amount: 12712 }]);
    t.clock.advance(10 * 60_000);
    const res = await post(`/api/admin/cheques/${c.id}/bounce`, { reason: "Insufficient funds" });
    expect(res.statusCode, res.body).toBe(200);
    const bouncedAt = t.clock.now().toISOString();
    expect(res.json().data.cheque).toMatchObject({
      status: "bounced",
      clearedAt: c.clearedAt,
      bouncedAt,
      bounceReason: "Insufficient funds",
    });

    // Online Payments: the order is bounced, cleared on its day, never refunded; the totals count it apart.
    const order = (await get(`/api/admin/payments/${c.orderId}`)).json().data.order;
    expect(order).toMatchObject({
      status: "bounced",
      paidAt: c.clearedAt,
      bouncedAt,
      receiptNumber: c.receiptNumber,
      refundId: null,
      refundedAt: null,
      refundRequestedAt: null,
    });
    expect(order.events.map((e: { action: string }) => e.action)).toEqual(["order_created", "payment_captured", "payment_bounced"]);
    expect(order.events[2]).toMatchObject({
      actor: { type: "admin" },
      details: { chequeId: c.id, reason: "Insufficient funds", clearedAt: c.clearedAt, pointsReversed: 10 },
    });
    const list = (await get(`/api/admin/payments?status=bounced&member=${m.profileId}`)).json().data;
    expect(list.orders).toEqual([expect.objectContaining({ id: c.orderId, status: "bounced", paidAt: c.clearedAt })]);
    expect(list.totals).toMatchObject({ paid: 0, paidPaise: 0, refunded: 0, refundedPaise: 0, bounced: 1, bouncedPaise: 300000 });
    expect((await get(`/api/admin/payments?status=refunded&member=${m.profileId}`)).json().data.total).toBe(0);

    // The member's history and receipt say bounced.
    const member = (url: string) => t.app.inject({ method: "GET", url, headers: bearer(m.token) });
    const history = (await member("/api/dashboard/payments")).json().data;
    expect(history.payments).toEqual([expect.objectContaining({ id: c.orderId, status: "bounced", paidAt: c.clearedAt })]);
    expect((await member(`/api/payments/${c.orderId}/receipt`)).json().data).toMatchObject({ status: "bounced", number: c.receiptNumber });

    // What it granted is taken back: the plan, its points (as a bounce, not a refund), the RR's commission.
    expect(await memberState(m.userId)).toEqual({ plans: 0, points: 0 });
    expect((await currentPlan(m.token)).plan).toBeNull();
    // Plan 7 gave 10 proposal points and 10 CCP: both are taken back.
    expect(await orderLedger(m.userId)).toEqual([
      { delta: 10, key: `order:${c.orderId}` },
      { delta: 10, key: `order:${c.orderId}:ccp` },
      { delta: -10, key: `bounce:${c.orderId}` },
      { delta: -10, key: `bounce:${c.orderId}:ccp` },
    ]);
    expect(await commissions(c.orderId)).toEqual([
      { kind: "earned", amount: 12712 },
      { kind: "reversal", amount: -12712 },
    ]);
    const rrGet = (url: string) => t.app.inject({ method: "GET", url, headers: rr });
    expect((await rrGet("/api/rr/payments")).json().data.payments).toEqual([
      expect.objectContaining({ orderId: c.orderId, status: "bounced", commissionStatus: "reversed" }),
    ]);
    const events = (await rrGet("/api/rr/history")).json().data.events.map((e: { type: string }) => e.type);
    expect(events).toContain("bounce");
    expect(events).not.toContain("refund");
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("bounced four times at once, it takes the plan, points and commission back once", async () => {
    const { m } = await referredMember();
    const c = await clearedCheque(m);
    // 20 points bought otherwise stay: a second take-back would show.
    await setBalance(t.db, m.userId, "proposal", 30);
    const results = await Promise.all([1, 2, 3, 4].map(() => post(`/api/admin/cheques/${c.id}/bounce`, { reason: "Insufficient funds" })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json()).toMatchObject({ code: "conflict", message: "This payment was already marked bounced." });
    expect(await memberState(m.userId)).toEqual({ plans: 0, points: 20 });
    expect((await orderLedger(m.userId)).filter((l) => l.key.startsWith("bounce:"))).toEqual([
      { delta: -10, key: `bounce:${c.orderId}` },
      { delta: -10, key: `bounce:${c.orderId}:ccp` },
    ]);
    expect((await commissions(c.orderId)).map((x) => x.kind)).toEqual(["earned", "reversal"]);
    const [audit] = await rawRows<{ order: number; cheque: number }>(
      t.db,
      sql`select count(*) filter (where action = 'payment_bounced')::int as order, count(*) filter (where action = 'cheque_bounced')::int as cheque
          from audit_log where subject_id in (${c.orderId}, ${c.id})`,
    );
    expect(audit).toEqual({ order: 1, cheque: 1 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("a bounce after a refund, and a refund after a bounce, answer 409 and change nothing", async () => {
    const { m } = await referredMember();
    // However a refund reached a cheque's order (here the gateway's refund event), the cheque can no longer bounce.
    const a = await clearedCheque(m);
    const refunded = await webhook(t, "refund.processed", {
      refund: { entity: { id: `rfnd_${a.id.slice(0, 8)}`, payment_id: `chqpay_${a.id}`, amount: 300000 } },
    });
    expect(refunded.json().data.effect).toBe("refunded");
    const beforeA = await moneyState(m, a.orderId, a.id);
    const late = await post(`/api/admin/cheques/${a.id}/bounce`, { reason: "Insufficient funds" });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "conflict", message: "This payment was refunded, so it cannot be marked bounced." });
    expect(await moneyState(m, a.orderId, a.id)).toEqual(beforeA);
    expect((await get(`/api/admin/payments/${a.orderId}`)).json().data.order.status).toBe("refunded");

    const b = await clearedCheque(m);
    expect((await post(`/api/admin/cheques/${b.id}/bounce`, { reason: "Signature mismatch" })).statusCode).toBe(200);
    const beforeB = await moneyState(m, b.orderId, b.id);
    const refund = await post(`/api/admin/payments/${b.orderId}/refund`, { reason: "Asked by the member" }, p.superAdmin);
    expect(refund.statusCode).toBe(409);
    const bouncedText = "This cheque bounced after it cleared: no money was received, so there is nothing to refund.";
    expect(refund.json()).toMatchObject({ code: "conflict", message: bouncedText });
    await expect(t.app.services.refunds.refund(b.orderId, { type: "admin", id: p.superAdminId }, "Asked")).rejects.toMatchObject({
      status: 409,
      message: bouncedText,
    });
    expect(await moneyState(m, b.orderId, b.id)).toEqual(beforeB);
    expect(beforeB).toMatchObject({
      plans: 0,
      rows: [{ status: "bounced", cheque: "bounced", refunded_at: null, gateway_refund_id: null }],
    });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("the migration moves orders an earlier bounce stored as refunded to bounced", async () => {
    const m = await member(t);
    const c = await clearedCheque(m);
    expect((await post(`/api/admin/cheques/${c.id}/bounce`, { reason: "Insufficient funds" })).statusCode).toBe(200);
    // The order as a bounce after clearing used to leave it.
    await t.db.execute(
      sql`update orders set status = 'refunded', refunded_at = bounced_at, bounced_at = null, gateway_refund_id = ${`bounce_${c.id}`} where id = ${c.orderId}::uuid`,
    );
    const migration = readFileSync(join(migrationsFolder, "0025_cheque_bounce.sql"), "utf8");
    const fix = migration.split("--> statement-breakpoint").find((s) => s.trim().startsWith("UPDATE"));
    await t.db.execute(sql.raw(fix ?? "select 'missing'::int"));
    const order = (await get(`/api/admin/payments/${c.orderId}`)).json().data.order;
    const [{ bouncedAt }] = await rawRows<{ bouncedAt: Date }>(
      t.db,
      sql`select bounced_at as "bouncedAt" from cheque_payments where id = ${c.id}::uuid`,
    );
    expect(order).toMatchObject({ status: "bounced", refundId: null, refundedAt: null, bouncedAt: new Date(bouncedAt).toISOString() });
  });
});
