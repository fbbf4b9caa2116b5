import { eq } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import type { TTestPayData, TTestPayRequest, TVerifyRequest } from "@app/contract";
import type { Clock } from "../../lib/clock.ts";
import { randomToken } from "../../lib/crypto.ts";
import { AppError, conflict, notFound } from "../../http/errors.ts";
import {
  checkoutSignature,
  GatewayError,
  signatureMatches,
  TestGateway,
  webhookSignature,
  type PaymentGateway,
} from "../../providers/payments/index.ts";
import { toOrder, wasPaid, type OrderRow } from "./presenter.ts";
import { auditOrder, type Settlement } from "./settle-service.ts";
import type { WebhookService } from "./webhook-service.ts";

const { orders } = schema;

/** The checkout's result: the signed callback verified against the gateway, and the test gateway's Pay / Fail dialog. */
export function createPaymentVerification(d: {
  db: Database;
  clock: Clock;
  gateway: PaymentGateway;
  settlement: Settlement;
  webhooks: WebhookService;
}) {
  const { db, clock, gateway, settlement } = d;

  async function ownOrder(userId: number, gatewayOrderId: string): Promise<OrderRow> {
    const [order] = await db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId));
    // Another member's order is answered exactly like an unknown one.
    if (!order || order.userId !== userId) throw notFound("Order not found");
    return order;
  }

  /**
   * The checkout's callback: the signature (HMAC-SHA256 of `order_id|payment_id`, constant-time),
   * the caller's own order, then the payment as the gateway reports it (this order, captured, the
   * order's amount) before the grant.
   */
  async function verify(userId: number, req: TVerifyRequest) {
    const order = await ownOrder(userId, req.razorpay_order_id);
    const paymentId = req.razorpay_payment_id;
    if (!signatureMatches(checkoutSignature(gateway.keySecret, order.gatewayOrderId, paymentId), req.razorpay_signature)) {
      await auditOrder(db, clock.now(), { type: "member", id: userId }, "payment_signature_invalid", order.id, { paymentId });
      throw new AppError(400, "payment_invalid", "Payment verification failed. Please contact us if money was taken.");
    }
    if (wasPaid(order.status) && order.gatewayPaymentId === paymentId) return { order: toOrder(order) };
    let payment;
    try {
      payment = await gateway.fetchPayment(paymentId);
    } catch (e) {
      if (e instanceof GatewayError)
        throw new AppError(
          503,
          "service_unavailable",
          "We could not confirm your payment yet. If money was taken, your plan starts within minutes.",
        );
      throw e;
    }
    if (!payment || payment.orderId !== order.gatewayOrderId)
      throw new AppError(400, "payment_invalid", "This payment does not belong to this order.");
    if (payment.status === "failed") {
      await settlement.markFailed(
        db,
        order.gatewayOrderId,
        payment.id,
        payment.errorDescription ?? "Payment failed",
        { type: "member", id: userId },
        "verify",
      );
      throw new AppError(400, "payment_invalid", "Payment failed. Please try again.");
    }
    if (payment.status !== "captured")
      throw conflict("Your payment is not complete yet. If money was taken, your plan starts within minutes.");
    const r = await settlement.settlePaid(db, order.gatewayOrderId, payment, { type: "member", id: userId }, "verify");
    switch (r.kind) {
      case "granted":
      case "already":
        return { order: toOrder(r.order) };
      case "duplicate":
        throw conflict("This order was already paid with another payment. The second payment will be refunded.");
      case "mismatch":
        throw new AppError(400, "payment_invalid", "The amount paid does not match the order. Please contact us.");
      case "payment_reused":
        throw conflict("This payment has already been used for another order.");
      case "unknown":
        throw notFound("Order not found");
    }
  }

  /**
   * The test gateway's dialog (Pay / Fail): a captured payment answers the signed result the page
   * then verifies; a failure is reported through the webhook, as Razorpay reports it.
   */
  async function testPay(userId: number, req: TTestPayRequest): Promise<TTestPayData> {
    if (!(gateway instanceof TestGateway)) throw notFound("Not found");
    const order = await ownOrder(userId, req.orderId);
    if (wasPaid(order.status)) throw conflict("This order is already paid.");
    const result = await gateway.pay(order.gatewayOrderId, req.outcome === "success" ? "captured" : "failed");
    if (!result) throw notFound("Order not found");
    const { payment, signature } = result;
    if (payment.status === "captured")
      return { razorpay_order_id: order.gatewayOrderId, razorpay_payment_id: payment.id, razorpay_signature: signature };
    const body = Buffer.from(
      JSON.stringify({
        entity: "event",
        event: "payment.failed",
        payload: {
          payment: {
            entity: {
              id: payment.id,
              order_id: order.gatewayOrderId,
              amount: payment.amountPaise,
              currency: "INR",
              status: "failed",
              error_description: payment.errorDescription,
            },
          },
        },
      }),
    );
    await d.webhooks.handle(body, webhookSignature(gateway.webhookSecret, body), `evt_test_${randomToken(9)}`);
    return { error: { description: payment.errorDescription ?? "Payment failed" } };
  }

  return { verify, testPay };
}
export type PaymentVerification = ReturnType<typeof createPaymentVerification>;
