import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { ledgerMismatches, member } from "../proposals/test-helpers.ts";
import { bearer, payAtGateway, sign, startCheckout, verify } from "./test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string, on: TestApp = t) => on.app.inject({ url, headers: token ? bearer(token) : {} });
const subscribe = (token: string | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/v1/payments/subscribe", headers: token ? bearer(token) : {}, payload });

const browseCard = async (profileId: string, on: TestApp = t) =>
  (await get(`/api/profile/ad-profiles?q=${profileId}`, undefined, on)).json().data.profiles[0] as { memberType: string; topZone: boolean };
const grants = async (userId: number) => ({
  plans: (await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from member_plans where user_id = ${userId}`))[0].n,
  points: (await rawRows<{ p: number }>(t.db, sql`select proposal_points as p from users where id = ${userId}`))[0].p,
  orders: await rawRows<{ status: string; receipt_number: string | null }>(
    t.db,
    sql`select status, receipt_number from orders where user_id = ${userId} order by created_at, status`,
  ),
});

describe("checkout: subscribe, pay, verify", () => {
  it("grants the plan, its points, a receipt and the browse effects at once", async () => {
    const m = await member(t, { email: "buyer@example.com" });
    expect((await browseCard(m.profileId)).memberType).toBe("QUICK");
    const res = await subscribe(m.token, { planId: 2, location: "  Kolkata ", amount: 7000 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      payment: { amount: 700_000, currency: "INR" },
      provider: "test",
      keyId: "rzp_test_local",
      planName: "Video Standard",
    });
    const paid = await payAtGateway(t, data.payment.orderId);
    const { payment: _p, ...body } = paid;
    const v = await verify(t, m.token, body);
    expect(v.statusCode).toBe(200);
    expect(v.json().data.order).toMatchObject({ status: "paid", planName: "Video Standard", amount: 7000, orderId: data.payment.orderId });
    expect(v.json().data.order.receiptNumber).toMatch(/^SB\/2026-27\/\d{6}$/);

    // The next browse request shows the plan's effects: PREMIUM badge and top zone.
    expect(await browseCard(m.profileId)).toMatchObject({ memberType: "PREMIUM", topZone: true });
    const g = await grants(m.userId);
    expect(g).toMatchObject({ plans: 1, points: 20 });
    expect(await ledgerMismatches(t.db)).toEqual([]);

    const current = (await get("/api/plans/current", m.token)).json().data;
    expect(current).toMatchObject({
      plan: { id: 2, name: "Video Standard", memberType: "PREMIUM", endsAt: null, source: "payment" },
      trialAvailable: false,
    });
    const overview = (await get("/api/profiles/stats/overview", m.token)).json().data;
    expect(overview.plan).toMatchObject({ id: 2, name: "Video Standard", ends_at: null });

    const history = (await get("/api/dashboard/payments", m.token)).json().data;
    expect(history.payments).toEqual([expect.objectContaining({ status: "paid", receiptNumber: v.json().data.order.receiptNumber })]);
    const receipt = (await get(`/api/payments/${history.payments[0].id}/receipt`, m.token)).json().data;
    expect(receipt).toMatchObject({ amount: 7000, taxable: 5932.2, gst: 1067.8, gstRatePercent: 18, location: "Kolkata", status: "paid" });
    expect(receipt.taxable + receipt.gst).toBeCloseTo(7000, 6);

    // The receipt goes out by e-mail through the outbox.
    await t.app.services.notifier.flush();
    expect(t.mail.sent.find((s) => s.to === "buyer@example.com")).toMatchObject({ subject: expect.stringContaining(receipt.number) });

    // A second purchase of a till-marriage plan already held is refused before any order.
    const again = await subscribe(m.token, { planId: 2, location: "Kolkata", amount: 7000 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already have the Video Standard plan/);
  });

  it("a proposal add-on adds its points and no plan period", async () => {
    const m = await member(t);
    const { orderId } = await startCheckout(t, m.token, 6, 2000);
    const { payment: _p, ...body } = await payAtGateway(t, orderId);
    expect((await verify(t, m.token, body)).statusCode).toBe(200);
    expect(await grants(m.userId)).toMatchObject({ plans: 0, points: 100 });
    // Add-ons may be bought again.
    await startCheckout(t, m.token, 6, 2000);
  });

  it("refuses bad input with a message and creates no order", async () => {
    const m = await member(t);
    const cases: [Record<string, unknown>, number, RegExp, string?][] = [
      [{ planId: 7, location: "   ", amount: 3000 }, 400, /Location is required/, "location"],
      [{ planId: 7, amount: 3000 }, 400, /Location is required/, "location"],
      [{ planId: 7, location: "Kolkata", amount: 30 }, 400, /price of Text AD Basic Plus is ₹3,000/, "amount"],
      [{ planId: 7, location: "Kolkata", amount: 3000.01 }, 400, /price/, "amount"],
      [{ planId: 999, location: "Kolkata", amount: 10 }, 404, /Plan not found/, "planId"],
      [{ planId: 12, location: "Kolkata", amount: 1 }, 409, /cannot be bought online/],
      // A video profile package is sold with GST on top of its fee.
      [{ planId: 9, location: "Kolkata", amount: 2199 }, 400, /The price of Silver is ₹2,594.82/, "amount"],
      [{ planId: 7, location: "Kolkata", amount: 3000, promoCode: "FREE100" }, 400, /promo code is not valid/, "promoCode"],
      [{ planId: "7", location: "Kolkata", amount: 3000 }, 400, /./],
    ];
    for (const [payload, status, message, field] of cases) {
      const res = await subscribe(m.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
      if (field) expect(res.json().errors?.[0]?.field).toBe(field);
    }
    await t.db.execute(sql`update plans set active = false where id = 5`);
    const inactive = await subscribe(m.token, { planId: 5, location: "Kolkata", amount: 250 });
    await t.db.execute(sql`update plans set active = true where id = 5`);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toMatch(/no longer available/);
    expect((await subscribe(null, { planId: 7, location: "Kolkata", amount: 3000 })).statusCode).toBe(401);
    expect((await grants(m.userId)).orders).toEqual([]);
  });

  it("refuses a tampered signature, another member's order and a payment of another order, granting nothing", async () => {
    const a = await member(t);
    const b = await member(t);
    const { orderId } = await startCheckout(t, a.token);
    const paid = await payAtGateway(t, orderId);
    const good = { razorpay_order_id: orderId, razorpay_payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature };

    const flipped = good.razorpay_signature.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    for (const sig of [flipped, "abc", `${good.razorpay_signature}00`, good.razorpay_signature.toUpperCase() + "Z"]) {
      const res = await verify(t, a.token, { ...good, razorpay_signature: sig });
      expect(res.statusCode, sig).toBe(400);
      expect(res.json()).toMatchObject({ code: "payment_invalid", message: expect.stringMatching(/verification failed/) });
    }
    // B cannot verify (or learn about) A's order.
    const other = await verify(t, b.token, good);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe("Order not found");

    // A payment of order 1, correctly signed for order 2, is not order 2's payment.
    const second = await startCheckout(t, a.token, 5, 250);
    const replay = await verify(t, a.token, {
      razorpay_order_id: second.orderId,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: sign(t, second.orderId, paid.razorpay_payment_id),
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/does not belong to this order/);
    expect(await grants(a.userId)).toMatchObject({ plans: 0, points: 0 });

    // The genuine result still works, once; the replayed payment then cannot pay order 2 either.
    expect((await verify(t, a.token, good)).statusCode).toBe(200);
    expect((await verify(t, a.token, good)).statusCode).toBe(200);
    expect(await grants(a.userId)).toMatchObject({ plans: 1, points: 10 });
    const g = await grants(a.userId);
    expect(g.orders.map((o) => o.status).sort()).toEqual(["created", "paid"]);
  });

  it("a failed payment numbers no receipt; the next paid order takes the next number", async () => {
    const m = await member(t);
    const before = await rawRows<{ last: number }>(t.db, sql`select last from receipt_counters where fy = '2026-27'`);
    const failed = await startCheckout(t, m.token, 5, 250);
    const fail = await t.app.inject({
      method: "POST",
      url: "/api/payments/test-gateway/pay",
      headers: bearer(m.token),
      payload: { orderId: failed.orderId, outcome: "failure" },
    });
    expect(fail.json().data).toEqual({ error: { description: expect.any(String) } });
    const ok = await startCheckout(t, m.token, 5, 250);
    const { payment: _p, ...body } = await payAtGateway(t, ok.orderId);
    const v = (await verify(t, m.token, body)).json().data.order;
    const last = before[0]?.last ?? 0;
    expect(v.receiptNumber).toBe(`SB/2026-27/${String(last + 1).padStart(6, "0")}`);
    expect((await grants(m.userId)).orders).toEqual([
      { status: "failed", receipt_number: null },
      { status: "paid", receipt_number: v.receiptNumber },
    ]);
    // Receipts of unpaid orders and of other members do not exist.
    const [failedRow] = await rawRows<{ id: string }>(t.db, sql`select id from orders where gateway_order_id = ${failed.orderId}`);
    expect((await get(`/api/payments/${failedRow.id}/receipt`, m.token)).statusCode).toBe(404);
    const stranger = await member(t);
    expect((await get(`/api/payments/${v.id}/receipt`, stranger.token)).statusCode).toBe(404);
    expect((await get(`/api/payments/not-a-uuid/receipt`, m.token)).statusCode).toBe(400);
  });
});

describe("checkout rate limit", () => {
  it("counts per member, so members sharing an address are not limited by each other", async () => {
    const a = await member(t);
    const b = await member(t);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await subscribe(a.token, { planId: 5, location: "Kolkata", amount: 250 })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    expect((await subscribe(b.token, { planId: 5, location: "Kolkata", amount: 250 })).statusCode).toBe(200);
  });
});

describe("free trial", () => {
  // The ads projection compares a plan's period with the database's clock, not the app's: the trial is
  // granted on the real date here (on the fixed test date it would have ended by 2 December 2026).
  let today: TestApp;
  beforeAll(async () => {
    today = await createTestApp({ now: new Date() });
  });
  afterAll(() => today.close());

  it("is granted once per member, for 10 days, and shows in browse", async () => {
    const m = await member(today);
    expect((await get("/api/plans/current", m.token, today)).json().data).toEqual({ plan: null, trialAvailable: true });
    const start = await today.app.inject({ method: "POST", url: "/api/plans/trial", headers: bearer(m.token) });
    expect(start.statusCode).toBe(200);
    const tenDaysOn = new Date(today.clock.now().getTime() + 10 * 86_400_000).toISOString();
    expect(start.json().data.plan).toMatchObject({ id: 12, source: "trial", endsAt: tenDaysOn });
    expect((await browseCard(m.profileId, today)).memberType).toBe("STOCK");
    const again = await Promise.all(
      [1, 2, 3].map(() => today.app.inject({ method: "POST", url: "/api/plans/trial", headers: bearer(m.token) })),
    );
    expect(again.map((r) => r.statusCode)).toEqual([409, 409, 409]);
    const n = await rawRows<{ n: number }>(today.db, sql`select count(*)::int as n from member_plans where user_id = ${m.userId}`);
    expect(n[0].n).toBe(1);
  });

  it("is refused once used, even after it ended, and races grant it once", async () => {
    const m = await member(today);
    const res = await Promise.all(
      [1, 2, 3, 4].map(() => today.app.inject({ method: "POST", url: "/api/plans/trial", headers: bearer(m.token) })),
    );
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    await today.db.execute(sql`update member_plans set ends_at = '2026-11-01' where user_id = ${m.userId}`);
    const late = await today.app.inject({ method: "POST", url: "/api/plans/trial", headers: bearer(m.token) });
    expect(late.json()).toMatchObject({ success: false, message: "You have already used your free trial." });
  });
});

describe("GET /api/plans/{id}", () => {
  it("answers a plan still sold, 404 otherwise", async () => {
    expect((await get("/api/plans/8")).json().data).toMatchObject({ id: 8, price: 25, name: "Basic Ad Till Marriage" });
    expect((await get("/api/plans/999")).statusCode).toBe(404);
    expect((await get("/api/plans/abc")).statusCode).toBe(400);
  });
});
