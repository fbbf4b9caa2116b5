import { z } from "zod";
import { zId, zInt } from "./ints.ts";
import { ok } from "./envelope.ts";
import { ZAccountStatus, ZIsoDate, ZLanguage } from "./common.ts";
import { birthInputFields } from "./birth.ts";

/** A real calendar date as YYYY-MM-DD (not only its shape). */
const ZCalendarDate = ZIsoDate.refine((v) => {
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v && v >= "1900-01-01" && v <= "2199-12-31";
}, "Please enter a valid date");

// ---------- RR accounts ----------

const rrEmail = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(200, "Please enter a valid email")
  .email("Please enter a valid email");

/** The spec's /rr-login Register tab. The commission rate is the server's: a `commission` sent by the client is ignored. */
export const ZRrRegisterRequest = z.object({
  name: z.string({ error: "Full name is required" }).trim().min(1, "Full name is required").max(100, "Full name is too long"),
  email: rrEmail,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .min(6, "Password must be at least 6 characters")
    .max(200, "Password is too long"),
  mobileNo: z
    .string({ error: "Phone number is required" })
    .max(30, "Please enter a valid 10-digit phone number")
    .transform((v) => v.replace(/\D/g, ""))
    .pipe(
      z
        .string()
        .min(1, "Phone number is required")
        .regex(/^\d{10}$/, "Please enter a valid 10-digit phone number"),
    ),
  commission: z.unknown().optional(),
});
export type TRrRegisterRequest = z.input<typeof ZRrRegisterRequest>;

/** The spec's /rr-login Login tab. */
export const ZRrLoginRequest = z.object({
  email: rrEmail,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .min(4, "Password must be at least 4 characters")
    .max(200, "Invalid email or password. Please try again."),
});
export type TRrLoginRequest = z.input<typeof ZRrLoginRequest>;

export const rrStatuses = ["active", "inactive"] as const;
export const ZRrStatus = z.enum(rrStatuses);

/**
 * The RR's own account as their panel sees it: `inactive` has never been activated (awaits an admin),
 * `deactivated` was active until an admin switched it off (signs in to be told so, sees nothing else).
 */
export const rrAccountStatuses = ["active", "inactive", "deactivated"] as const;
export const ZRrAccountStatus = z.enum(rrAccountStatuses);
export type TRrAccountStatus = z.infer<typeof ZRrAccountStatus>;

/** The RR as their own panel sees them. `commission` is the rate in per cent. */
export const ZRrUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  mobileNo: z.string(),
  active: z.boolean(),
  status: ZRrAccountStatus,
  commission: z.number(),
  referCode: z.string().nullable(),
  /** The address to share: the site's public /register/{referCode}; null while there is no code. */
  referLink: z.string().nullable(),
});
export type TRrUser = z.infer<typeof ZRrUser>;

export const ZRrUserData = z.object({ rrUser: ZRrUser });
export const ZRrRegisterResponse = ok(ZRrUserData);
export const ZRrLoginData = z.object({ token: z.string(), rrUser: ZRrUser });
export type TRrLoginData = z.infer<typeof ZRrLoginData>;
export const ZRrLoginResponse = ok(ZRrLoginData);
export const ZRrMeResponse = ok(ZRrUserData);
export const ZRrLogoutResponse = ok(z.object({ loggedOut: z.literal(true) }));

export const ZReferCodeData = z.object({ referCode: z.string(), referLink: z.string() });
export const ZReferCodeResponse = ok(ZReferCodeData);

/** Whether a code of /register/{referCode} belongs to an active RR (for the registration form). */
export const ZReferCodeParams = z.object({ code: z.string().trim().min(1).max(40) });
export const ZReferCodeCheckData = z.object({ valid: z.boolean(), referCode: z.string() });
export const ZReferCodeCheckResponse = ok(ZReferCodeCheckData);

// ---------- Referred members ----------

export const ZRrPageQuery = z.object({
  page: zInt({ max: 100_000 }).default(1),
  limit: zInt({ max: 50 }).default(10),
  search: z.string().trim().max(100).optional(),
});
export type TRrPageQuery = z.input<typeof ZRrPageQuery>;

export const ZRrPagination = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});

/** A referred member as the RR sees them: `id` is the ad number; phone and e-mail only as the member shows them. */
export const ZRrReferredMember = z.object({
  id: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  gender: z.string().nullable(),
  planId: z.number().int().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  location: z.object({ state: z.string().nullable(), city: z.string().nullable() }),
  joinDate: z.string(),
  education: z.string().nullable(),
  /** Commission earned on this member's payments, net of reversals, in rupees. */
  commission: z.number(),
  accountStatus: ZAccountStatus,
  /** Added by the RR and not yet confirmed by the member's OTP. */
  awaitingConsent: z.boolean(),
});
export type TRrReferredMember = z.infer<typeof ZRrReferredMember>;

export const ZRrReferredMembersData = z.object({
  members: z.array(ZRrReferredMember),
  stats: z.object({ totalMembers: z.number().int(), activeMembers: z.number().int(), totalCommissionEarned: z.number() }),
  pagination: ZRrPagination,
});
export type TRrReferredMembersData = z.infer<typeof ZRrReferredMembersData>;
export const ZRrReferredMembersResponse = ok(ZRrReferredMembersData);

// ---------- Payments, commission report, history ----------

export const ZRrPayment = z.object({
  orderId: z.string(),
  memberId: z.string().nullable(),
  memberName: z.string(),
  planName: z.string(),
  planNameBn: z.string().nullable(),
  amountPaise: z.number().int(),
  netPaise: z.number().int(),
  status: z.enum(["paid", "refunded", "bounced"]),
  paidAt: z.string(),
  commissionPaise: z.number().int(),
  commissionStatus: z.enum(["due", "paid", "reversed"]),
});
export type TRrPayment = z.infer<typeof ZRrPayment>;
export const ZRrPaymentsData = z.object({ payments: z.array(ZRrPayment), pagination: ZRrPagination });
export type TRrPaymentsData = z.infer<typeof ZRrPaymentsData>;
export const ZRrPaymentsResponse = ok(ZRrPaymentsData);

/** One month (India time, "2026-11") of the RR's commission ledger. */
export const ZRrReportMonth = z.object({
  month: z.string(),
  earnedPaise: z.number().int(),
  reversedPaise: z.number().int(),
  duePaise: z.number().int(),
  paidPaise: z.number().int(),
});
export type TRrReportMonth = z.infer<typeof ZRrReportMonth>;
export const ZRrReportData = z.object({
  months: z.array(ZRrReportMonth),
  totals: ZRrReportMonth.omit({ month: true }),
});
export type TRrReportData = z.infer<typeof ZRrReportData>;
export const ZRrReportResponse = ok(ZRrReportData);

export const rrEventTypes = [
  "referral",
  "member_added",
  "member_confirmed",
  "activation",
  "deactivation",
  "payment",
  "refund",
  "bounce",
  "payout",
] as const;
export const ZRrEvent = z.object({
  type: z.enum(rrEventTypes),
  at: z.string(),
  memberId: z.string().nullable(),
  memberName: z.string().nullable(),
  amountPaise: z.number().int().nullable(),
  reference: z.string().nullable(),
});
export type TRrEvent = z.infer<typeof ZRrEvent>;
export const ZRrHistoryData = z.object({ events: z.array(ZRrEvent) });
export type TRrHistoryData = z.infer<typeof ZRrHistoryData>;
export const ZRrHistoryResponse = ok(ZRrHistoryData);

// ---------- Add Member (the spec's form) ----------

export const rrGenders = ["Male", "Female"] as const;

/** A choice of the catalogue (`GET /api/options`): checked against it, with its cascades, by the server. */
const choice = (required: string) => z.string({ error: required }).trim().min(1, required).max(80);
const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string().trim().max(max).optional());

export const ZRrAddMemberRequest = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(100, "Name is too long"),
  gender: z.enum(rrGenders, { error: "Gender is required" }),
  phone: z
    .string({ error: "Mobile number is required" })
    .max(30, "Please enter a valid 10-digit mobile number")
    .transform((v) => v.replace(/\D/g, "").replace(/^91(?=\d{10}$)/, ""))
    .pipe(
      z
        .string()
        .min(1, "Mobile number is required")
        .regex(/^[6-9]\d{9}$/, "Please enter a valid 10-digit mobile number"),
    ),
  email: z.string({ error: "Email is required" }).trim().min(1, "Email is required").max(200).email("Please enter a valid email"),
  dateOfBirth: ZCalendarDate,
  maritalStatus: choice("Marital status is required"),
  profession: choice("Profession is required"),
  state: optionalText(80),
  city: optionalText(80),
  /** Religion, community and caste of the catalogue; each left out is "Other". */
  religion: optionalText(80),
  community: optionalText(80),
  caste: optionalText(80),
  highestQualification: optionalText(80),
  motherTongue: optionalText(80),
  /** Time and place of birth and who may see them (left out: unknown, and the default visibility). */
  ...birthInputFields,
  /** The language of the member's SMS and e-mail (the confirmation request first). */
  language: z.preprocess((v) => (v === "" ? undefined : v), ZLanguage.default("en")),
});
export type TRrAddMemberRequest = z.input<typeof ZRrAddMemberRequest>;
export type TRrAddMemberInput = z.output<typeof ZRrAddMemberRequest>;

export const ZRrAddMemberData = z.object({
  memberId: z.string(),
  status: z.literal("awaiting_consent"),
  /** Only with the console SMS provider (development), like every OTP answer. */
  fallbackOTP: z.string().optional(),
});
export const ZRrAddMemberResponse = ok(ZRrAddMemberData);

/** The member's own confirmation of an ad an RR posted for them. */
export const ZMemberConsentRequest = z.object({
  phone: z
    .string({ error: "Mobile number is required" })
    .max(30)
    .transform((v) => v.replace(/\D/g, "").replace(/^91(?=\d{10}$)/, ""))
    .pipe(z.string().regex(/^[6-9]\d{9}$/, "Please enter a valid 10-digit mobile number")),
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Please enter the 6-digit OTP"),
});
export type TMemberConsentRequest = z.input<typeof ZMemberConsentRequest>;
export const ZMemberConsentResendRequest = z.object({ phone: ZMemberConsentRequest.shape.phone });
export const ZMemberConsentResendData = z.object({ sent: z.literal(true), fallbackOTP: z.string().optional() });
export const ZMemberConsentResendResponse = ok(ZMemberConsentResendData);
export const ZMemberConsentData = z.object({ confirmed: z.literal(true), memberId: z.string() });
export const ZMemberConsentResponse = ok(ZMemberConsentData);

// ---------- Admin: RR Tracker and RR Payment Downloader ----------

export const ZAdminRrRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobileNo: z.string(),
  status: ZRrStatus,
  referCode: z.string().nullable(),
  commissionRate: z.number(),
  referredMembers: z.number().int(),
  earnedPaise: z.number().int(),
  paidPaise: z.number().int(),
  duePaise: z.number().int(),
  createdAt: z.string(),
});
export type TAdminRrRow = z.infer<typeof ZAdminRrRow>;
export const ZAdminRrListData = z.object({ rrs: z.array(ZAdminRrRow), pagination: ZRrPagination });
export type TAdminRrListData = z.infer<typeof ZAdminRrListData>;
export const ZAdminRrListResponse = ok(ZAdminRrListData);

export const ZAdminRrIdParams = z.object({ id: zId() });
export const ZAdminRrStatusRequest = z.object({ active: z.boolean() });
export const ZAdminRrStatusResponse = ok(z.object({ rr: ZAdminRrRow }));

/** The highest commission rate an admin may set, in per cent. */
export const maxCommissionRate = 50;
const rateRequiredMessage = "Please enter the commission rate";
const rateNumberMessage = "The commission rate must be a number";

/**
 * A commission rate in per cent, as stored (`rrs.commission`, numeric(5,2)): 0 to 50 with at most
 * two decimals. A number, or the digits a form field holds ("7.5"); anything else is refused.
 */
export const ZCommissionRate = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    const s = v.trim();
    if (!s) return undefined;
    return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : v;
  },
  z
    .number({ error: (iss) => (iss.input === undefined ? rateRequiredMessage : rateNumberMessage) })
    .min(0, "The commission rate cannot be negative")
    .max(maxCommissionRate, "The commission rate can be at most 50%")
    .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), "The commission rate can have at most 2 decimals"),
);

/** PUT /api/admin/rr/{id}/commission-rate: the RR's new rate, for commission on payments settled from now on. */
export const ZAdminRrCommissionRateRequest = z.object({
  rate: ZCommissionRate,
  reason: z.string().trim().max(300, "The reason can be at most 300 characters").optional(),
});
export type TAdminRrCommissionRateRequest = z.input<typeof ZAdminRrCommissionRateRequest>;
/** `changed` is false when the RR already had that rate (nothing written). */
export const ZAdminRrCommissionRateData = z.object({ rr: ZAdminRrRow, changed: z.boolean() });
export type TAdminRrCommissionRateData = z.infer<typeof ZAdminRrCommissionRateData>;
export const ZAdminRrCommissionRateResponse = ok(ZAdminRrCommissionRateData);

/** A period of India calendar days, both ends included. */
export const ZPayoutPeriodQuery = z
  .object({ from: ZCalendarDate, to: ZCalendarDate })
  .refine((p) => p.from <= p.to, { message: "The period must end on or after its start", path: ["to"] });
export type TPayoutPeriodQuery = z.input<typeof ZPayoutPeriodQuery>;

export const ZRrDueRow = z.object({
  rrId: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobileNo: z.string(),
  referCode: z.string().nullable(),
  entries: z.number().int(),
  duePaise: z.number().int(),
});
export type TRrDueRow = z.infer<typeof ZRrDueRow>;
export const ZRrDueData = z.object({ rows: z.array(ZRrDueRow), totalPaise: z.number().int() });
export type TRrDueData = z.infer<typeof ZRrDueData>;
export const ZRrDueResponse = ok(ZRrDueData);

export const ZRrPayoutRequest = z.object({
  rrId: z.number().int().min(1).max(2_147_483_647),
  from: ZCalendarDate,
  to: ZCalendarDate,
  reference: z.string({ error: "Payment reference is required" }).trim().min(1, "Payment reference is required").max(100),
});
export type TRrPayoutRequest = z.input<typeof ZRrPayoutRequest>;
export const ZRrPayout = z.object({
  id: z.number().int(),
  rrId: z.number().int(),
  amountPaise: z.number().int(),
  entries: z.number().int(),
  reference: z.string(),
  from: z.string(),
  to: z.string(),
  paidAt: z.string(),
});
export const ZRrPayoutResponse = ok(z.object({ payout: ZRrPayout }));
