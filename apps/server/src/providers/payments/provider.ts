import { createHmac, timingSafeEqual } from "node:crypto";

/** A payment as the gateway reports it. Amounts in paise. */
export type GatewayPayment = {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  errorDescription?: string | null;
};

export type GatewayRefund = { id: string; paymentId: string; amountPaise: number; status: "pending" | "processed" | "failed" };

/**
 * A payment gateway: Razorpay, or the built-in test gateway. Both sign checkout results and webhooks
 * the same way (HMAC-SHA256), so verification, webhooks and reconciliation run one code path.
 */
export interface PaymentGateway {
  readonly name: "test" | "razorpay";
  /** The public key the checkout dialog is opened with. */
  readonly keyId: string;
  /** Signs `order_id|payment_id` of a completed checkout. */
  readonly keySecret: string;
  /** Signs webhook bodies. */
  readonly webhookSecret: string;
  createOrder(o: { amountPaise: number; currency: "INR"; receipt: string; notes: Record<string, string> }): Promise<{ id: string }>;
  /** null when the gateway does not know the payment. */
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** Every payment attempt on an order (empty when the gateway does not know the order). */
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  refund(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<GatewayRefund>;
}

/** The gateway could not be reached or refused the call. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}

const hmac = (secret: string, data: string | Buffer) => createHmac("sha256", secret).update(data).digest("hex");

/** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex. */
export const checkoutSignature = (secret: string, orderId: string, paymentId: string) => hmac(secret, `${orderId}|${paymentId}`);

/** Razorpay's webhook signature: HMAC-SHA256 of the raw body with the webhook secret, hex. */
export const webhookSignature = (secret: string, rawBody: string | Buffer) => hmac(secret, rawBody);

/** Compares a received hex signature with the expected one in constant time; anything but 64 hex digits fails. */
export function signatureMatches(expectedHex: string, received: unknown): boolean {
  if (typeof received !== "string" || !/^[0-9a-f]{64}$/i.test(received)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, "hex"), Buffer.from(received.toLowerCase(), "hex"));
}
