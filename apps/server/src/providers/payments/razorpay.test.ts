import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { startFakeRazorpay } from "../../test/fake-razorpay.ts";
import { member } from "../../modules/proposals/test-helpers.ts";
import { bearer, capturedPayload, verify, webhook } from "../../modules/payments/test-helpers.ts";
import { checkoutSignature } from "./provider.ts";
import { RazorpayGateway } from "./razorpay.ts";

const keys = { keyId: "rzp_test_FakeKey123", keySecret: "fake-key-secret-123", webhookSecret: "fake-webhook-secret-123" };
let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeRazorpay(keys.keyId, keys.keySecret);
  t = await createTestApp({ payments: () => new RazorpayGateway({ ...keys, baseUrl: fake.url, timeoutMs: 2000 }) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const subscribe = (token: string, planId = 7, amount = 3000) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/payments/subscribe",
    headers: bearer(token),
    payload: { planId, location: "Howrah", amount },
  });
const status = async (orderId: string) =>
  (await rawRows<{ status: string }>(t.db, sql`select status from orders where gateway_order_id = ${orderId}`))[0].status;

describe("the Razorpay provider (official SDK against a local fake of Razorpay's API)", () => {
  it("creates the order at Razorpay, verifies a signed and captured payment, and grants once", async () => {
    const m = await member(t);
    const res = await subscribe(m.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ provider: "razorpay", keyId: keys.keyId, payment: { amount: 300_000, currency: "INR" } });
    expect(fake.orders.get(data.payment.orderId)).toMatchObject({ amount: 300_000, currency: "INR", notes: { planId: "7" } });

    const p = fake.pay(data.payment.orderId);
    const body = {
      razorpay_order_id: data.payment.orderId,
      razorpay_payment_id: p.id,
      razorpay_signature: checkoutSignature(keys.keySecret, data.payment.orderId, p.id),
    };
    const v = await verify(t, m.token, body);
    expect(v.statusCode).toBe(200);
    expect(v.json().data.order.status).toBe("paid");
    // The payment was fetched from Razorpay before the grant.
    expect(fake.requests.some((r) => r.method === "GET" && r.path === `/v1/payments/${p.id}`)).toBe(true);
    // The webhook for the same payment grants nothing more.
    const hook = await webhook(t, "payment.captured", capturedPayload({ id: p.id, orderId: data.payment.orderId, amountPaise: 300_000 }));
    expect(hook.json().data.effect).toBe("already");
    const points = await rawRows<{ p: number }>(t.db, sql`select proposal_points as p from users where id = ${m.userId}`);
    expect(points[0].p).toBe(10);
  });

  it("refuses a payment Razorpay reports for another amount, or not captured", async () => {
    const m = await member(t);
    const { orderId } = (await subscribe(m.token)).json().data.payment;
    const short = fake.pay(orderId, { amount: 100 });
    const sig = (id: string) => checkoutSignature(keys.keySecret, orderId, id);
    const r1 = await verify(t, m.token, { razorpay_order_id: orderId, razorpay_payment_id: short.id, razorpay_signature: sig(short.id) });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().message).toMatch(/amount paid does not match/);
    const pending = fake.pay(orderId, { status: "authorized" });
    const r2 = await verify(t, m.token, {
      razorpay_order_id: orderId,
      razorpay_payment_id: pending.id,
      razorpay_signature: sig(pending.id),
    });
    expect(r2.statusCode).toBe(409);
    const failed = fake.pay(orderId, { status: "failed" });
    const r3 = await verify(t, m.token, { razorpay_order_id: orderId, razorpay_payment_id: failed.id, razorpay_signature: sig(failed.id) });
    expect(r3.json().message).toBe("Payment failed. Please try again.");
    expect(await status(orderId)).toBe("failed");
    // A forged payment id Razorpay does not know, even correctly signed, is not a payment.
    const r4 = await verify(t, m.token, {
      razorpay_order_id: orderId,
      razorpay_payment_id: "pay_forged",
      razorpay_signature: sig("pay_forged"),
    });
    expect(r4.statusCode).toBe(400);
    expect(await status(orderId)).toBe("failed");
  });

  it("reconciles through Razorpay's order payments and refunds through its API", async () => {
    const m = await member(t);
    const { orderId } = (await subscribe(m.token, 2, 7000)).json().data.payment;
    fake.pay(orderId);
    t.clock.advance(11 * 60_000);
    expect((await t.app.services.reconciliation.run()).settled).toBe(1);
    t.clock.set(new Date("2026-11-22T06:30:00Z"));
    expect(await status(orderId)).toBe("paid");
    const [{ id }] = await rawRows<{ id: string }>(t.db, sql`select id from orders where gateway_order_id = ${orderId}`);
    expect(await t.app.services.refunds.refund(id, { type: "admin", id: 1 }, "Duplicate purchase")).toMatchObject({ status: "refunded" });
    expect(await status(orderId)).toBe("refunded");
    expect(fake.requests.some((r) => r.path.endsWith("/refund") && (r.body as { amount: number }).amount === 700_000)).toBe(true);
  });

  it("answers 503 with the spec's message when Razorpay cannot create the order, and keeps no order", async () => {
    const m = await member(t);
    fake.setDown(true);
    try {
      const res = await subscribe(m.token);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, message: "Could not initialize payment gateway. Please try again later." });
    } finally {
      fake.setDown(false);
    }
    const n = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from orders where user_id = ${m.userId}`);
    expect(n[0].n).toBe(0);
  });

  it("allows Razorpay's checkout script in the CSP only in Razorpay mode", async () => {
    const csp = (await t.app.inject({ url: "/api/health" })).headers["content-security-policy"] as string;
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    const local = await createTestApp();
    try {
      const testCsp = (await local.app.inject({ url: "/api/health" })).headers["content-security-policy"] as string;
      expect(testCsp).not.toMatch(/razorpay/);
      // The test gateway's dialog endpoint does not exist in Razorpay mode.
      const m = await member(t);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/payments/test-gateway/pay",
        headers: bearer(m.token),
        payload: { orderId: "order_x", outcome: "success" },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await local.close();
    }
  });
});
