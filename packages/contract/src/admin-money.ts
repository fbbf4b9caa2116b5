import { z } from "zod";
import { zInt } from "./ints.ts";
import { ok } from "./envelope.ts";
import { ZAccountStatus } from "./common.ts";
import { ZOrderStatus } from "./payments.ts";

// Admin money screens: online payments, cheque payments, promo codes, the member export and the
// business dashboard. Amounts in answers are paise (integers); forms send rupees, as shown.

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use the format YYYY-MM-DD");
/** Rupees as typed in a form (a number or its text, nothing else): positive, at most two decimals, at most Rs 10,00,000. */
const ZRupees = (label: string) =>
  z.union([z.number(), z.string()], { error: `${label} is required` }).pipe(
    z.coerce
      .number<number | string>({ error: `${label} is required` })
      .positive(`${label} must be more than 0`)
      .max(1_000_000, `${label} is too large`)
      .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), `${label} can have at most 2 decimals`),
  );

/** The member an admin screen names: ad number, name; `memberId` links to the member's admin page. */
export const ZMoneyMember = z.object({ memberId: z.number().int(), adId: z.string().nullable(), name: z.string() });
export type TMoneyMember = z.infer<typeof ZMoneyMember>;

export const orderProviders = ["test", "razorpay", "cheque"] as const;

// ---------- Online payments: GET /api/admin/payments, GET /api/admin/payments/{id}, POST …/{id}/refund ----------

export const ZAdminOrdersQuery = z
  .object({
    from: ZDay.optional(),
    to: ZDay.optional(),
    status: ZOrderStatus.optional(),
    planId: zInt({ max: 1_000_000 }).optional(),
    /** Ad number (B2001), phone or name of the member. */
    member: z.string().trim().max(100).optional(),
    provider: z.enum(orderProviders).optional(),
    page: zInt({ max: 100_000 }).default(1),
    pageSize: zInt({ max: 100 }).default(25),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "The start date must be before the end date", path: ["to"] });
export type TAdminOrdersQuery = z.input<typeof ZAdminOrdersQuery>;

export const ZAdminOrder = z.object({
  id: z.string(),
  orderId: z.string(),
  member: ZMoneyMember.nullable(),
  planId: z.number().int(),
  planName: z.string(),
  planNameBn: z.string().nullable(),
  amountPaise: z.number().int(),
  discountPaise: z.number().int(),
  promoCode: z.string().nullable(),
  status: ZOrderStatus,
  provider: z.string(),
  receiptNumber: z.string().nullable(),
  /** The credit note a refund issued (its printable page: GET …/{id}/credit-note). */
  creditNoteNumber: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TAdminOrder = z.infer<typeof ZAdminOrder>;

export const ZOrderTotals = z.object({
  orders: z.number().int(),
  paid: z.number().int(),
  /** Money taken on paid orders (refunded and bounced ones excluded). */
  paidPaise: z.number().int(),
  refunded: z.number().int(),
  refundedPaise: z.number().int(),
  /** Cheque orders whose cheque bounced after clearing: money never received. */
  bounced: z.number().int(),
  bouncedPaise: z.number().int(),
  discountPaise: z.number().int(),
});
export type TOrderTotals = z.infer<typeof ZOrderTotals>;

export const ZAdminOrdersData = z.object({
  orders: z.array(ZAdminOrder),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: ZOrderTotals,
});
export type TAdminOrdersData = z.infer<typeof ZAdminOrdersData>;
export const ZAdminOrdersResponse = ok(ZAdminOrdersData);

export const ZOrderEvent = z.object({
  at: z.string(),
  action: z.string(),
  actor: z.object({ type: z.string(), name: z.string().nullable() }),
  details: z.record(z.string(), z.unknown()),
});
export type TOrderEvent = z.infer<typeof ZOrderEvent>;

export const ZAdminOrderDetail = ZAdminOrder.extend({
  location: z.string(),
  currency: z.string(),
  paymentId: z.string().nullable(),
  refundId: z.string().nullable(),
  failureReason: z.string().nullable(),
  refundRequestedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** When the cheque bounced after clearing (`paidAt` is when it cleared). */
  bouncedAt: z.string().nullable(),
  /** The order's audit trail (created, captured, failed, refund requested, refunded, bounced, refusals). */
  events: z.array(ZOrderEvent),
  /** Gateway webhook deliveries for this order. */
  webhooks: z.array(z.object({ eventId: z.string(), type: z.string(), receivedAt: z.string() })),
});
export type TAdminOrderDetail = z.infer<typeof ZAdminOrderDetail>;
export const ZAdminOrderDetailResponse = ok(z.object({ order: ZAdminOrderDetail }));

export const ZRefundRequest = z.object({
  reason: z.string({ error: "Please give a reason" }).trim().min(3, "Please give a reason").max(300, "The reason is too long"),
});
export type TRefundRequest = z.input<typeof ZRefundRequest>;
export const ZRefundData = z.object({ refundId: z.string(), status: z.enum(["refunded", "pending"]) });
export const ZRefundResponse = ok(ZRefundData);

// ---------- Cheque payments: /api/admin/cheques ----------

export const chequeMethods = ["cheque", "bank_transfer"] as const;
export const chequeStatuses = ["recorded", "cleared", "bounced"] as const;

export const ZChequeCreateRequest = z.object({
  method: z.enum(chequeMethods, { error: "Choose cheque or bank transfer" }),
  number: z
    .string({ error: "The cheque or transfer number is required" })
    .trim()
    .min(1, "The cheque or transfer number is required")
    .max(40, "The number is too long"),
  bank: z.string({ error: "The bank is required" }).trim().min(2, "The bank is required").max(80, "The bank name is too long"),
  chequeDate: ZDay,
  amount: ZRupees("Amount"),
  /** The member's ad number (B2001) or phone. */
  member: z.string({ error: "The member is required" }).trim().min(1, "The member is required").max(20, "Enter an ad number or phone"),
  planId: z.coerce.number({ error: "Please choose a plan" }).int().positive("Please choose a plan").max(1_000_000),
  /** The promo code the member paid under, if any: the amount must then be the plan's price after it. */
  promoCode: z.string().trim().max(40, "Promo code is too long").optional(),
  note: z.string().trim().max(300, "The note is too long").optional(),
});
export type TChequeCreateRequest = z.input<typeof ZChequeCreateRequest>;

export const ZCheque = z.object({
  id: z.string(),
  method: z.enum(chequeMethods),
  number: z.string(),
  bank: z.string(),
  chequeDate: z.string(),
  amountPaise: z.number().int(),
  member: ZMoneyMember.nullable(),
  planId: z.number().int(),
  planName: z.string(),
  planNameBn: z.string().nullable(),
  /** The promo code the member paid under and what it took off the plan's price (paise). */
  promoCode: z.string().nullable(),
  discountPaise: z.number().int(),
  status: z.enum(chequeStatuses),
  note: z.string().nullable(),
  bounceReason: z.string().nullable(),
  /** The order the clearing created (its receipt number comes from the online payments' sequence). */
  orderId: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  recordedBy: z.string().nullable(),
  /** The admin who recorded it (another super admin must clear it). */
  recordedById: z.number().int().nullable(),
  createdAt: z.string(),
  clearedAt: z.string().nullable(),
  bouncedAt: z.string().nullable(),
});
export type TCheque = z.infer<typeof ZCheque>;
export const ZChequeResponse = ok(z.object({ cheque: ZCheque }));

export const ZChequeListQuery = z.object({
  status: z.enum(chequeStatuses).optional(),
  page: zInt({ max: 100_000 }).default(1),
  pageSize: zInt({ max: 100 }).default(25),
});
export const ZChequeListData = z.object({
  cheques: z.array(ZCheque),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TChequeListData = z.infer<typeof ZChequeListData>;
export const ZChequeListResponse = ok(ZChequeListData);

export const ZChequeBounceRequest = z.object({
  reason: z.string({ error: "Please give a reason" }).trim().min(3, "Please give a reason").max(300, "The reason is too long"),
});
export type TChequeBounceRequest = z.input<typeof ZChequeBounceRequest>;

// ---------- Promo codes: /api/admin/promos, and POST /api/promo/check for the checkout ----------

export const promoKinds = ["percent", "fixed"] as const;

export const ZPromoCode = z
  .string({ error: "The code is required" })
  .trim()
  .min(3, "The code has 3 to 20 letters or digits")
  .max(20, "The code has 3 to 20 letters or digits")
  .regex(/^[A-Za-z0-9_-]+$/, "Use only letters, digits, - and _")
  .transform((s) => s.toUpperCase());

const promoFields = {
  code: ZPromoCode,
  description: z.string().trim().max(200, "The description is too long").default(""),
  kind: z.enum(promoKinds, { error: "Choose percent or fixed" }),
  /** Percent (1–100, whole) or rupees off, by kind. */
  value: z.coerce.number({ error: "The discount is required" }).positive("The discount must be more than 0").max(1_000_000),
  validFrom: ZDay,
  validTo: ZDay,
  maxUses: z.coerce
    .number({ error: "Total uses is required" })
    .int("Total uses is a whole number")
    .min(1, "Total uses is at least 1")
    .max(1_000_000),
  oncePerMember: z.boolean().default(true),
  planIds: z.array(z.number().int().positive().max(1_000_000)).max(50).default([]),
  active: z.boolean().default(true),
};
const promoRules = <T extends z.ZodType<{ kind: string; value: number; validFrom: string; validTo: string }>>(s: T) =>
  s
    .refine((p) => p.kind !== "percent" || (Number.isInteger(p.value) && p.value <= 100), {
      message: "A percent discount is a whole number from 1 to 100",
      path: ["value"],
    })
    .refine((p) => p.kind !== "fixed" || Math.round(p.value * 100) === Number((p.value * 100).toFixed(6)), {
      message: "A fixed discount can have at most 2 decimals",
      path: ["value"],
    })
    .refine((p) => p.validFrom <= p.validTo, { message: "The end date must not be before the start date", path: ["validTo"] });

export const ZPromoRequest = promoRules(z.object(promoFields));
export type TPromoRequest = z.input<typeof ZPromoRequest>;

export const ZPromo = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(promoKinds),
  value: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  maxUses: z.number().int(),
  used: z.number().int(),
  oncePerMember: z.boolean(),
  planIds: z.array(z.number().int()),
  active: z.boolean(),
  createdAt: z.string(),
});
export type TPromo = z.infer<typeof ZPromo>;
export const ZPromoResponse = ok(z.object({ promo: ZPromo }));
export const ZPromoListResponse = ok(z.object({ promos: z.array(ZPromo) }));
export const ZPromoDeleteResponse = ok(z.object({ deleted: z.boolean(), deactivated: z.boolean() }));

export const ZPromoCheckRequest = z.object({
  code: z.string({ error: "Enter a promo code" }).trim().min(1, "Enter a promo code").max(40, "Promo code is too long"),
  planId: z.number().int().positive().max(1_000_000),
});
export type TPromoCheckRequest = z.infer<typeof ZPromoCheckRequest>;
export const ZPromoCheckData = z.object({
  code: z.string(),
  listPaise: z.number().int(),
  discountPaise: z.number().int(),
  amountPaise: z.number().int(),
});
export type TPromoCheckData = z.infer<typeof ZPromoCheckData>;
export const ZPromoCheckResponse = ok(ZPromoCheckData);

// ---------- Member Details Downloader: GET /api/admin/exports/members (CSV) ----------

export const ZMemberExportQuery = z
  .object({
    status: ZAccountStatus.optional(),
    from: ZDay.optional(),
    to: ZDay.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "The start date must be before the end date", path: ["to"] });
export type TMemberExportQuery = z.input<typeof ZMemberExportQuery>;

// ---------- The business dashboard: GET /api/admin/dashboard ----------

export const ZDashboardDay = z.object({
  date: z.string(),
  registrations: z.number().int(),
  payments: z.number().int(),
  revenuePaise: z.number().int(),
  proposals: z.number().int(),
});
export type TDashboardDay = z.infer<typeof ZDashboardDay>;

export const ZAdminDashboard = z.object({
  days: z.array(ZDashboardDay),
  activeAds: z.number().int(),
  members: z.number().int(),
  pending: z.object({
    ads: z.number().int(),
    edits: z.number().int(),
    photos: z.number().int(),
    videos: z.number().int(),
    kyc: z.number().int(),
    reports: z.number().int(),
    cheques: z.number().int(),
  }),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;
export const ZAdminDashboardResponse = ok(ZAdminDashboard);
