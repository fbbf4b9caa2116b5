import { z } from "zod";
import { ok } from "./envelope.ts";
import { ZAccountStatus } from "./common.ts";
import { ZMemberType } from "./profiles.ts";
import { ZOrder } from "./payments.ts";

// ---------- Overview: GET /api/profiles/stats/overview ----------

/** Browse filter for "Find Match" (same keys as /profiles?…): the member's partner preferences, or opposite gender and an age window. */
export const ZMatchFilter = z.object({
  profileFor: z.enum(["bride", "groom"]),
  ageFrom: z.number().int(),
  ageTo: z.number().int(),
  religion: z.array(z.string()).optional(),
  motherTongue: z.array(z.string()).optional(),
  maritalStatus: z.array(z.string()).optional(),
});
export type TMatchFilter = z.infer<typeof ZMatchFilter>;

export const ZStatsOverview = z.object({
  /** Viewers of the ad (one per viewer per day; the member's own views are not counted). */
  views_count: z.number().int(),
  proposals_sent: z.number().int(),
  proposals_received: z.number().int(),
  proposals_accepted: z.number().int(),
  /** Proposal points balance. */
  points: z.number().int(),
  ccp: z.number().int(),
  favourites_count: z.number().int(),
  status: ZAccountStatus,
  /** The ad is in circulation (shown in browse). */
  is_active: z.boolean(),
  ad_id: z.string(),
  member_type: ZMemberType,
  /** The best plan held now; `name_bn`: its Bengali name (null: none written). */
  plan: z.object({ id: z.number().int(), name: z.string(), name_bn: z.string().nullable(), ends_at: z.string().nullable() }).nullable(),
  kyc_status: z.enum(["none", "pending", "verified", "rejected"]),
  ytm_verified_on: z.string().nullable(),
  match_filter: ZMatchFilter,
  /** The /profiles query string of "Find Match": the stored partner preferences, else match_filter. */
  match_query: z.string(),
});
export type TStatsOverview = z.infer<typeof ZStatsOverview>;
export const ZStatsOverviewResponse = ok(ZStatsOverview);

// ---------- KYC ----------

export const kycDocTypes = ["aadhaar", "pan", "passport", "voter_id", "driving_licence"] as const;
export const kycDocTypeLabels: Record<(typeof kycDocTypes)[number], string> = {
  aadhaar: "Aadhaar card",
  pan: "PAN card",
  passport: "Passport",
  voter_id: "Voter ID",
  driving_licence: "Driving licence",
};
export const kycStatuses = ["pending", "verified", "rejected"] as const;
export const kycLimits = { maxBytes: 5 * 1024 * 1024, maxPending: 3, accept: "image/jpeg,image/png,image/webp,application/pdf" } as const;
/** POST /api/dashboard/kyc: the text part of the multipart upload (the file is its other part). */
export const ZKycUploadRequest = z.object({ docType: z.enum(kycDocTypes, { error: "Please choose the document type" }) });
export type TKycUploadRequest = z.infer<typeof ZKycUploadRequest>;

export const ZKycDocument = z.object({
  id: z.string(),
  docType: z.enum(kycDocTypes),
  kind: z.enum(["image", "pdf"]),
  bytes: z.number().int(),
  status: z.enum(kycStatuses),
  reviewNote: z.string().nullable(),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type TKycDocument = z.infer<typeof ZKycDocument>;
export const ZKycData = z.object({ status: z.enum(["none", "pending", "verified", "rejected"]), documents: z.array(ZKycDocument) });
export type TKycData = z.infer<typeof ZKycData>;
export const ZKycResponse = ok(ZKycData);
export const ZKycUpload = z.object({ document: ZKycDocument });
export const ZKycUploadResponse = ok(ZKycUpload);

// ---------- YTM ----------

export const ZYtmRequestItem = z.object({
  id: z.number().int(),
  /** The requesting member's ad id (never their contact details). */
  requesterAdId: z.string().nullable(),
  requestedAt: z.string(),
  answeredAt: z.string().nullable(),
});
export const ZYtmStatus = z.object({
  verifiedAt: z.string().nullable(),
  lastActiveAt: z.string(),
  /** When the ad leaves circulation unless the member is active or confirms again. */
  dueAt: z.string(),
  daysLeft: z.number().int(),
  /** Taken out of circulation by the 30-day rule; confirming puts the ad back. */
  lapsed: z.boolean(),
  inCirculation: z.boolean(),
  requests: z.array(ZYtmRequestItem),
});
export type TYtmStatus = z.infer<typeof ZYtmStatus>;
export const ZYtmStatusResponse = ok(ZYtmStatus);

// ---------- Circulation report ----------

export const ZCirculationWeek = z.object({ week: z.string(), shown: z.number().int(), mailed: z.number().int() });
export const ZCirculationReport = z.object({
  weeks: z.array(ZCirculationWeek),
  totals: z.object({ shown: z.number().int(), mailed: z.number().int() }),
});
export type TCirculationReport = z.infer<typeof ZCirculationReport>;
export const ZCirculationReportResponse = ok(ZCirculationReport);

// ---------- Payments history ----------

/** Every order the member started, newest first: paid ones carry their receipt number. */
export const ZPaymentItem = ZOrder;
export const ZPlanPeriod = z.object({
  planId: z.number().int(),
  planName: z.string(),
  planNameBn: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export const ZPaymentsData = z.object({ payments: z.array(ZPaymentItem), plans: z.array(ZPlanPeriod) });
export type TPaymentsData = z.infer<typeof ZPaymentsData>;
export const ZPaymentsResponse = ok(ZPaymentsData);
