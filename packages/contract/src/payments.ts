import { z } from "zod";
import { zId } from "./ints.ts";
import { ok } from "./envelope.ts";
import { ZPlan } from "./misc.ts";

// ---------- Checkout: POST /api/v1/payments/subscribe (and POST /api/plans/subscribe) ----------

export const paymentProviders = ["test", "razorpay"] as const;
/** `bounced`: a cheque order whose cheque bounced after it had cleared (the plan it granted was taken back). */
export const orderStatuses = ["created", "paid", "failed", "expired", "refunded", "bounced"] as const;
export const ZOrderStatus = z.enum(orderStatuses);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

/** The checkout's Location field (spec: required, "Location is required"). */
export const ZLocation = z
  .string({ error: "Location is required" })
  .trim()
  .min(1, "Location is required")
  .max(120, "Location must be at most 120 characters");

export const ZSubscribeRequest = z.object({
  planId: z.number({ error: "Please choose a plan" }).int("Please choose a plan").positive("Please choose a plan"),
  location: ZLocation,
  /** The price shown to the member, in rupees; it must equal the server's price. */
  amount: z.number({ error: "Amount is required" }).positive("Amount is required"),
  promoCode: z.string().trim().max(40, "Promo code is too long").optional(),
});
export type TSubscribeRequest = z.infer<typeof ZSubscribeRequest>;

export const ZSubscribeData = z.object({
  /** What the gateway's dialog is opened with: amount in paise, the gateway's order id. */
  payment: z.object({ amount: z.number().int(), currency: z.literal("INR"), orderId: z.string() }),
  provider: z.enum(paymentProviders),
  /** The gateway's public key. */
  keyId: z.string(),
  planName: z.string(),
  /** The plan's Bengali name (null: none written; the English one is shown). */
  planNameBn: z.string().nullable(),
  prefill: z.object({ name: z.string(), email: z.string().nullable(), contact: z.string() }),
});
export type TSubscribeData = z.infer<typeof ZSubscribeData>;
export const ZSubscribeResponse = ok(ZSubscribeData);

// ---------- POST /api/v1/payments/verify ----------

const gatewayId = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(100, `${name} is too long`);

export const ZVerifyRequest = z.object({
  razorpay_order_id: gatewayId("razorpay_order_id"),
  razorpay_payment_id: gatewayId("razorpay_payment_id"),
  razorpay_signature: gatewayId("razorpay_signature"),
});
export type TVerifyRequest = z.infer<typeof ZVerifyRequest>;

/** A member's order, as their history and the checkout result show it. Amounts in rupees. */
export const ZOrder = z.object({
  id: z.string(),
  planId: z.number().int(),
  planName: z.string(),
  planNameBn: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  status: ZOrderStatus,
  /** The gateway's order id (shown as "Order ID"). */
  orderId: z.string(),
  paymentId: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  /** The number of the credit note a refund issued (its page is /credit-note/{id}). */
  creditNoteNumber: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;
export const ZVerifyData = z.object({ order: ZOrder });
export type TVerifyData = z.infer<typeof ZVerifyData>;
export const ZVerifyResponse = ok(ZVerifyData);

// ---------- The test gateway's dialog: POST /api/payments/test-gateway/pay ----------

export const ZTestPayRequest = z.object({
  orderId: gatewayId("orderId"),
  outcome: z.enum(["success", "failure"], { error: "outcome must be success or failure" }),
});
export type TTestPayRequest = z.infer<typeof ZTestPayRequest>;
/** Success: the signed result, as Razorpay's dialog hands it to the page; failure: the gateway's reason. */
export const ZTestPayData = z.union([
  z.object({ razorpay_order_id: z.string(), razorpay_payment_id: z.string(), razorpay_signature: z.string() }),
  z.object({ error: z.object({ description: z.string() }) }),
]);
export type TTestPayData = z.infer<typeof ZTestPayData>;
export const ZTestPayResponse = ok(ZTestPayData);

// ---------- Plans: GET /api/plans/{id}, GET /api/plans/current, POST /api/plans/trial ----------

export const ZPlanParams = z.object({ id: zId("Plan not found") });
export const ZPlanResponse = ok(ZPlan);

export const ZCurrentPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  nameBn: z.string().nullable(),
  type: z.string(),
  memberType: z.enum(["QUICK", "STOCK", "PREMIUM"]),
  source: z.enum(["payment", "trial", "admin"]),
  startsAt: z.string(),
  /** null: till marriage. */
  endsAt: z.string().nullable(),
});
export type TCurrentPlan = z.infer<typeof ZCurrentPlan>;
export const ZCurrentPlanData = z.object({ plan: ZCurrentPlan.nullable(), trialAvailable: z.boolean() });
export type TCurrentPlanData = z.infer<typeof ZCurrentPlanData>;
export const ZCurrentPlanResponse = ok(ZCurrentPlanData);

// ---------- Receipts: GET /api/payments/{id}/receipt ----------

export const ZOrderParams = z.object({ id: z.uuid({ error: "Receipt not found" }) });

/** Who issues receipts and credit notes (production refuses to start without each). */
export const ZSeller = z.object({ name: z.string(), address: z.string(), gstin: z.string().nullable() });

export const ZReceipt = z.object({
  number: z.string(),
  issuedAt: z.string(),
  orderId: z.string(),
  paymentId: z.string(),
  status: z.enum(["paid", "refunded", "bounced"]),
  member: z.object({ name: z.string(), adId: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable() }),
  planName: z.string(),
  planNameBn: z.string().nullable(),
  location: z.string(),
  /** Rupees, GST included; taxable + gst = amount. */
  amount: z.number(),
  taxable: z.number(),
  gst: z.number(),
  gstRatePercent: z.number(),
  currency: z.string(),
  seller: ZSeller,
  /** The credit note of the refund (null: not refunded); `net` is what the member paid less what was refunded. */
  creditNote: z.object({ number: z.string(), issuedAt: z.string(), amount: z.number() }).nullable(),
  net: z.number(),
});
export type TReceipt = z.infer<typeof ZReceipt>;
export const ZReceiptResponse = ok(ZReceipt);

// ---------- Credit notes: GET /api/payments/{id}/credit-note ----------

/** The numbered credit note a refund issued for a receipt: the amount refunded, with the GST it reverses split as the receipt splits it. */
export const ZCreditNote = z.object({
  number: z.string(),
  issuedAt: z.string(),
  receiptNumber: z.string(),
  receiptIssuedAt: z.string(),
  orderId: z.string(),
  refundId: z.string().nullable(),
  member: z.object({ name: z.string(), adId: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable() }),
  planName: z.string(),
  planNameBn: z.string().nullable(),
  /** Rupees refunded; taxable + gst = amount. */
  amount: z.number(),
  taxable: z.number(),
  gst: z.number(),
  gstRatePercent: z.number(),
  currency: z.string(),
  seller: ZSeller,
});
export type TCreditNote = z.infer<typeof ZCreditNote>;
export const ZCreditNoteResponse = ok(ZCreditNote);
