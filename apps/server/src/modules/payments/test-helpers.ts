import type { TestApp } from "../../test/harness.ts";
import { checkoutSignature, TestGateway, webhookSignature } from "../../providers/payments/index.ts";
import { bearer } from "../proposals/test-helpers.ts";

export { bearer };

/** Starts a checkout and answers the gateway's order id. */
export async function startCheckout(t: TestApp, token: string, planId = 7, amount = 3000, location = "Kolkata") {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/payments/subscribe",
    headers: bearer(token),
    payload: { planId, location, amount },
  });
  if (res.statusCode !== 200) throw new Error(`subscribe failed: ${res.body}`);
  return res.json().data.payment as { amount: number; currency: string; orderId: string };
}

export const testGateway = (t: TestApp) => {
  if (!(t.payments instanceof TestGateway)) throw new Error("not the test gateway");
  return t.payments;
};

/** Pays an order in the test gateway (as the member's browser would) and answers the signed result. */
export async function payAtGateway(t: TestApp, orderId: string) {
  const r = await testGateway(t).pay(orderId, "captured");
  if (!r) throw new Error("unknown order");
  return { razorpay_order_id: orderId, razorpay_payment_id: r.payment.id, razorpay_signature: r.signature, payment: r.payment };
}

export const verify = (t: TestApp, token: string, body: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/api/v1/payments/verify", headers: bearer(token), payload: body });

export const sign = (t: TestApp, orderId: string, paymentId: string) => checkoutSignature(t.payments.keySecret, orderId, paymentId);

let eventCounter = 0;
/** A gateway event for the webhook, signed with the webhook secret unless told otherwise. */
export function webhook(t: TestApp, event: string, payload: object, o: { eventId?: string; signature?: string } = {}) {
  const body = JSON.stringify({ entity: "event", event, payload, created_at: 1_795_000_000 });
  return t.app.inject({
    method: "POST",
    url: "/api/payments/razorpay/webhook",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": o.signature ?? webhookSignature(t.payments.webhookSecret, body),
      "x-razorpay-event-id": o.eventId ?? `evt_${process.pid}_${++eventCounter}`,
    },
    payload: body,
  });
}

export const capturedPayload = (p: { id: string; orderId: string; amountPaise: number }) => ({
  payment: { entity: { id: p.id, order_id: p.orderId, amount: p.amountPaise, currency: "INR", status: "captured" } },
});
