import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import { hmacHex } from "../../lib/crypto.ts";
import { checkoutSignature, GatewayError, type GatewayPayment, type GatewayRefund, type PaymentGateway } from "./provider.ts";

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString("base64url").replace(/[-_]/g, "x").slice(0, 14)}`;

const { testGatewayOrders: orders, testGatewayPayments: payments } = schema;
const paymentColumns = {
  id: payments.id,
  orderId: payments.orderId,
  amountPaise: payments.amountPaise,
  currency: payments.currency,
  status: payments.status,
  errorDescription: payments.errorDescription,
};
type PaymentRow = { [K in keyof typeof paymentColumns]: (typeof payments.$inferSelect)[K] };
const asPayment = (r: PaymentRow): GatewayPayment => ({ ...r, status: r.status as GatewayPayment["status"] });

/**
 * The built-in gateway for development and tests: no keys, no network, no money. It keeps its
 * orders and payments in the app's database (so any server instance can answer each step of a
 * checkout), shows its own dialog in the web app (Pay / Fail) and signs the result exactly as
 * Razorpay does, with secrets derived from APP_SECRET. Refused in production unless
 * ALLOW_TEST_PAYMENTS is on.
 */
export class TestGateway implements PaymentGateway {
  readonly name = "test" as const;
  readonly keyId = "rzp_test_local";
  readonly keySecret: string;
  readonly webhookSecret: string;

  constructor(
    appSecret: string,
    private readonly db: Database,
  ) {
    this.keySecret = hmacHex(appSecret, "test-gateway:key");
    this.webhookSecret = hmacHex(appSecret, "test-gateway:webhook");
  }

  async createOrder(o: { amountPaise: number }) {
    const [order] = await this.db
      .insert(orders)
      .values({ id: id("order"), amountPaise: o.amountPaise })
      .returning({ id: orders.id });
    return { id: order.id };
  }

  async fetchPayment(paymentId: string) {
    const [row] = await this.db.select(paymentColumns).from(payments).where(eq(payments.id, paymentId));
    return row ? asPayment(row) : null;
  }

  async orderPayments(orderId: string) {
    const rows = await this.db.select(paymentColumns).from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.seq));
    return rows.map(asPayment);
  }

  async refund(paymentId: string, amountPaise: number): Promise<GatewayRefund> {
    // One refund per captured payment, however many instances ask at once.
    const [refunded] = await this.db
      .update(payments)
      .set({ status: "refunded" })
      .where(and(eq(payments.id, paymentId), eq(payments.status, "captured")))
      .returning({ id: payments.id });
    if (!refunded) throw new GatewayError("The payment cannot be refunded", 400);
    return { id: id("rfnd"), paymentId, amountPaise, status: "processed" };
  }

  /**
   * What the test dialog's buttons do: a captured payment (answered with the signed checkout result,
   * as Razorpay's dialog answers the page) or a failed attempt. Null when the order is unknown here.
   */
  async pay(orderId: string, outcome: "captured" | "failed") {
    const [order] = await this.db.select({ amountPaise: orders.amountPaise }).from(orders).where(eq(orders.id, orderId));
    if (!order) return null;
    const errorDescription = outcome === "failed" ? "Payment declined in the test dialog" : null;
    const [row] = await this.db
      .insert(payments)
      .values({ id: id("pay"), orderId, amountPaise: order.amountPaise, currency: "INR", status: outcome, errorDescription })
      .returning(paymentColumns);
    const payment = asPayment(row);
    return { payment, signature: checkoutSignature(this.keySecret, orderId, payment.id) };
  }
}
