import { randomBytes } from "node:crypto";
import { hmacHex } from "../../lib/crypto.ts";
import { checkoutSignature, GatewayError, type GatewayPayment, type GatewayRefund, type PaymentGateway } from "./provider.ts";

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString("base64url").replace(/[-_]/g, "x").slice(0, 14)}`;

type TestOrder = { id: string; amountPaise: number; payments: GatewayPayment[] };

/**
 * The built-in gateway for development and tests: no keys, no network, no money. It keeps its
 * orders in this process's memory, shows its own dialog in the web app (Pay / Fail) and signs the
 * result exactly as Razorpay does, with secrets derived from APP_SECRET. Refused in production
 * unless ALLOW_TEST_PAYMENTS is on.
 */
export class TestGateway implements PaymentGateway {
  readonly name = "test" as const;
  readonly keyId = "rzp_test_local";
  readonly keySecret: string;
  readonly webhookSecret: string;
  private readonly orders = new Map<string, TestOrder>();
  private readonly payments = new Map<string, GatewayPayment>();

  constructor(appSecret: string) {
    this.keySecret = hmacHex(appSecret, "test-gateway:key");
    this.webhookSecret = hmacHex(appSecret, "test-gateway:webhook");
  }

  async createOrder(o: { amountPaise: number }) {
    const order: TestOrder = { id: id("order"), amountPaise: o.amountPaise, payments: [] };
    this.orders.set(order.id, order);
    return { id: order.id };
  }

  async fetchPayment(paymentId: string) {
    return this.payments.get(paymentId) ?? null;
  }

  async orderPayments(orderId: string) {
    return [...(this.orders.get(orderId)?.payments ?? [])];
  }

  async refund(paymentId: string, amountPaise: number): Promise<GatewayRefund> {
    const p = this.payments.get(paymentId);
    if (!p || p.status !== "captured") throw new GatewayError("The payment cannot be refunded", 400);
    p.status = "refunded";
    return { id: id("rfnd"), paymentId, amountPaise, status: "processed" };
  }

  /**
   * What the test dialog's buttons do: a captured payment (answered with the signed checkout result,
   * as Razorpay's dialog answers the page) or a failed attempt. Null when the order is unknown here.
   */
  pay(orderId: string, outcome: "captured" | "failed") {
    const order = this.orders.get(orderId);
    if (!order) return null;
    const payment: GatewayPayment = {
      id: id("pay"),
      orderId,
      amountPaise: order.amountPaise,
      currency: "INR",
      status: outcome,
      errorDescription: outcome === "failed" ? "Payment declined in the test dialog" : null,
    };
    order.payments.push(payment);
    this.payments.set(payment.id, payment);
    return { payment, signature: checkoutSignature(this.keySecret, orderId, payment.id) };
  }
}
