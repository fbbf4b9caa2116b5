import Razorpay from "razorpay";
import { GatewayError, type GatewayPayment, type GatewayRefund, type PaymentGateway } from "./provider.ts";

export type RazorpayConfig = { keyId: string; keySecret: string; webhookSecret: string; baseUrl: string; timeoutMs?: number };

type RawPayment = {
  id: string;
  order_id?: string | null;
  amount: number | string;
  currency: string;
  status: string;
  error_description?: string | null;
};
type RawRefund = { id: string; payment_id: string; amount?: number | string; status?: string };

const paymentStatuses = ["created", "authorized", "captured", "refunded", "failed"] as const;

function toPayment(p: RawPayment): GatewayPayment {
  const status = (paymentStatuses as readonly string[]).includes(p.status) ? (p.status as GatewayPayment["status"]) : "failed";
  return {
    id: p.id,
    orderId: p.order_id ?? "",
    amountPaise: Number(p.amount),
    currency: p.currency,
    status,
    errorDescription: p.error_description ?? null,
  };
}

/** The SDK rejects with `{ statusCode, error }` for API errors and a TypeError when there was no response. */
function gatewayError(e: unknown): GatewayError {
  const err = e as { statusCode?: number; error?: { description?: string }; message?: string };
  return new GatewayError(err?.error?.description ?? err?.message ?? "Payment gateway error", err?.statusCode);
}

/** Razorpay through its official Node SDK (orders, payments, refunds). */
export class RazorpayGateway implements PaymentGateway {
  readonly name = "razorpay" as const;
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  private readonly sdk: Razorpay;

  constructor(c: RazorpayConfig) {
    this.keyId = c.keyId;
    this.keySecret = c.keySecret;
    this.webhookSecret = c.webhookSecret;
    this.sdk = new Razorpay({ key_id: c.keyId, key_secret: c.keySecret });
    // The SDK's host is fixed; its axios instance is pointed at RAZORPAY_BASE_URL (a local fake in tests).
    const rq = (this.sdk as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }).api.rq;
    rq.defaults.baseURL = c.baseUrl.replace(/\/+$/, "");
    rq.defaults.timeout = c.timeoutMs ?? 15_000;
  }

  async createOrder(o: { amountPaise: number; currency: "INR"; receipt: string; notes: Record<string, string> }) {
    try {
      const order = await this.sdk.orders.create({ amount: o.amountPaise, currency: o.currency, receipt: o.receipt, notes: o.notes });
      return { id: String(order.id) };
    } catch (e) {
      throw gatewayError(e);
    }
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment | null> {
    try {
      return toPayment((await this.sdk.payments.fetch(paymentId)) as unknown as RawPayment);
    } catch (e) {
      const err = gatewayError(e);
      if (err.status === 400 || err.status === 404) return null;
      throw err;
    }
  }

  async orderPayments(orderId: string): Promise<GatewayPayment[]> {
    try {
      const list = (await this.sdk.orders.fetchPayments(orderId)) as unknown as { items?: RawPayment[] };
      return (list.items ?? []).map(toPayment);
    } catch (e) {
      const err = gatewayError(e);
      if (err.status === 400 || err.status === 404) return [];
      throw err;
    }
  }

  async refund(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<GatewayRefund> {
    try {
      const r = (await this.sdk.payments.refund(paymentId, { amount: amountPaise, notes })) as unknown as RawRefund;
      return {
        id: r.id,
        paymentId: r.payment_id,
        amountPaise: Number(r.amount ?? amountPaise),
        status: r.status === "processed" ? "processed" : r.status === "failed" ? "failed" : "pending",
      };
    } catch (e) {
      throw gatewayError(e);
    }
  }
}
