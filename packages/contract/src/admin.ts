import { z } from "zod";
import { zId, zInt } from "./ints.ts";
import { ok } from "./envelope.ts";
import { accountStatuses, ZAccountStatus } from "./common.ts";

// ---------- Admin sign-in and admin management ----------

export const adminRoles = ["super_admin", "moderator"] as const;
export const ZAdminRole = z.enum(adminRoles);
export type TAdminRole = z.infer<typeof ZAdminRole>;

export const ZAdmin = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: ZAdminRole,
  active: z.boolean(),
  totpEnabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdmin = z.infer<typeof ZAdmin>;

/** The spec's /admin-login rules and messages. */
export const ZAdminLoginRequest = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(200, "Please enter a valid email")
    .email("Please enter a valid email"),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .min(6, "Password must be at least 6 characters")
    .max(200, "Invalid email or password. Please try again."),
});
export type TAdminLoginRequest = z.input<typeof ZAdminLoginRequest>;

/** After the password: enter a TOTP code, or (first sign-in) enrol an authenticator app first. */
export const ZAdminLoginStep = z.discriminatedUnion("step", [
  z.object({ step: z.literal("totp"), challenge: z.string() }),
  z.object({ step: z.literal("enroll"), challenge: z.string(), secret: z.string(), otpauthUrl: z.string() }),
]);
export type TAdminLoginStep = z.infer<typeof ZAdminLoginStep>;
export const ZAdminLoginResponse = ok(ZAdminLoginStep);

export const ZAdminTotpRequest = z
  .object({
    challenge: z.string().min(20).max(100),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app")
      .optional(),
    recoveryCode: z.string().trim().min(1).max(40).optional(),
  })
  .refine((b) => Boolean(b.code) !== Boolean(b.recoveryCode), {
    message: "Enter the 6-digit code from your authenticator app",
    path: ["code"],
  });
export type TAdminTotpRequest = z.input<typeof ZAdminTotpRequest>;

export const ZAdminSession = z.object({
  token: z.string(),
  admin: ZAdmin,
  /** Shown once, when the second factor was just enrolled. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type TAdminSession = z.infer<typeof ZAdminSession>;
export const ZAdminSessionResponse = ok(ZAdminSession);

export const ZAdminMeData = z.object({ admin: ZAdmin });
export const ZAdminMeResponse = ok(ZAdminMeData);
export const ZAdminLogoutResponse = ok(z.object({ loggedOut: z.literal(true) }));

export const ZAdminListData = z.object({ admins: z.array(ZAdmin) });
export const ZAdminListResponse = ok(ZAdminListData);
export const ZAdminCreateRequest = z.object({
  email: z.string().trim().min(1, "Email is required").max(200).email("Please enter a valid email"),
  name: z.string().trim().min(1, "Name is required").max(100),
  password: z.string().min(10, "Password must be at least 10 characters").max(200),
  role: ZAdminRole,
});
export type TAdminCreateRequest = z.input<typeof ZAdminCreateRequest>;
export const ZAdminData = z.object({ admin: ZAdmin });
export const ZAdminResponse = ok(ZAdminData);
export const ZIdParams = z.object({ id: zId() });
export const ZUuidParams = z.object({ id: z.string().uuid("Not found") });

// ---------- Member management ----------

/** The statuses an admin lists and sets (the stored values of spec 001 §3); "deleted" is the erased tombstone. */
export const ZMemberStatus = ZAccountStatus;
export const memberStatusLabels: Record<(typeof accountStatuses)[number], string> = {
  active: "Active",
  inactive: "Inactive",
  pending_verification: "Pending",
  private: "Private",
  suspended: "Suspended",
  temporary_active: "Temporary Active",
  temporary_approval_edit: "Temporary Approval Edit",
  unverified: "Unverified",
};
export const memberPageSizes = [10, 25, 50, 100] as const;

const ZSortOrder = z
  .string()
  .transform((s) => s.toUpperCase())
  .pipe(z.enum(["ASC", "DESC"]))
  .default("DESC");

export const ZMemberListQuery = z.object({
  page: zInt({ max: 100_000 }).default(1),
  limit: zInt({ max: 100 }).default(10),
  search: z.string().trim().max(100).optional(),
  status: ZMemberStatus.optional(),
  sortBy: z.enum(["created_at"]).default("created_at"),
  sortOrder: ZSortOrder,
});
export type TMemberListQuery = z.input<typeof ZMemberListQuery>;

export const ZAdvancedSearchQuery = ZMemberListQuery.extend({
  gender: z.enum(["Male", "Female"]).optional(),
  kyc: z.enum(["verified", "pending", "none"]).optional(),
  registeredFrom: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the format YYYY-MM-DD")
    .optional(),
  registeredTo: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the format YYYY-MM-DD")
    .optional(),
});

export const ZVerificationFlags = z.object({
  otp: z.boolean(),
  email: z.boolean(),
  mobile: z.boolean(),
  kyc: z.boolean(),
  ad: z.boolean(),
});

/** One row of the admin member table (spec 001 "Member list table"). */
export const ZAdminMemberRow = z.object({
  id: z.number().int(),
  profileId: z.string().nullable(),
  name: z.string(),
  photo: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: z.string().nullable(),
  mobile: z.string(),
  email: z.string().nullable(),
  verificationStatus: ZVerificationFlags,
  type: z.enum(["QUICK", "STOCK", "PREMIUM"]),
  rr: z.string().nullable(),
  planId: z.number().int().nullable(),
  planExpiresAt: z.string().nullable(),
  /**
   * The plan the member holds now, and how they came by it: bought (`payment`), the free trial, or
   * granted by an admin or the sign-up (`admin`); `endsAt` null: till marriage. Null (or absent in an
   * older answer): no plan, a free listing.
   */
  plan: z
    .object({
      id: z.number().int(),
      name: z.string(),
      nameBn: z.string().nullable(),
      source: z.enum(["payment", "trial", "admin"]),
      endsAt: z.string().nullable(),
    })
    .nullable()
    .optional(),
  regDate: z.string(),
  verDate: z.string().nullable(),
  ccp: z.number().int(),
  sms: z.number().int(),
  status: z.string(),
  statusReason: z.string().nullable(),
  suspendedUntil: z.string().nullable(),
  blocked: z.boolean(),
  /** An RR posted the ad and the member has not yet confirmed it: no admin action puts it in circulation (decision 0011). */
  awaitingConsent: z.boolean(),
});
export type TAdminMemberRow = z.infer<typeof ZAdminMemberRow>;

export const ZPaging = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  /** False when a search matched more than can be counted cheaply: `total` is then a lower bound ("1,000+"). */
  totalExact: z.boolean(),
  totalPages: z.number().int(),
  filtered: z.boolean(),
});
export const ZMemberListData = z.object({ users: z.array(ZAdminMemberRow), pagination: ZPaging });
export type TMemberListData = z.infer<typeof ZMemberListData>;
export const ZMemberListResponse = ok(ZMemberListData);

export const ZModerationCounts = z.object({
  pendingAds: z.number().int(),
  pendingEdits: z.number().int(),
  photos: z.number().int(),
  videos: z.number().int(),
  kyc: z.number().int(),
  reports: z.number().int(),
});
export type TModerationCounts = z.infer<typeof ZModerationCounts>;

export const ZUserStats = z.object({
  total: z.number().int(),
  active: z.number().int(),
  verified: z.number().int(),
  suspended: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
  moderation: ZModerationCounts,
});
export type TUserStats = z.infer<typeof ZUserStats>;
export const ZUserStatsResponse = ok(ZUserStats);

export const ZStatusActionRequest = z.object({
  reason: z.string().trim().max(500).optional(),
  /** Days; null or absent = until an admin lifts it. */
  duration: z.coerce.number().int().min(1, "The duration is at least 1 day").max(3650).nullable().optional(),
});
export type TStatusActionRequest = z.input<typeof ZStatusActionRequest>;

export const ZUpdateMemberRequest = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(100).optional(),
    email: z.string().trim().max(200).email("Please enter a valid email").nullable().optional(),
    alternatePhone: z
      .string()
      .trim()
      .regex(/^[6-9]\d{9}$/, "Please enter a valid 10-digit mobile number")
      .nullable()
      .optional(),
    status: ZMemberStatus.optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .strict();
export type TUpdateMemberRequest = z.input<typeof ZUpdateMemberRequest>;

export const ZMemberMedia = z.object({
  id: z.string(),
  kind: z.enum(["photo", "video"]),
  url: z.string(),
  thumbUrl: z.string().nullable(),
  reviewStatus: z.string(),
  uploadedAt: z.string(),
});

export const ZActivity = z.object({
  id: z.number().int(),
  at: z.string(),
  actorType: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type TActivity = z.infer<typeof ZActivity>;

export const ZMemberReport = z.object({
  id: z.number().int(),
  reason: z.string(),
  details: z.string().nullable(),
  status: z.string(),
  otherProfileId: z.string().nullable(),
  createdAt: z.string(),
});

/** The admin's whole view of one member: spec fields (snake_case) and the member detail screen's. */
export const ZAdminMemberDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.string().nullable(),
  phone_number: z.string(),
  email: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  is_verified: z.boolean(),
  is_active: z.boolean(),
  account_status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  plan_info: z.object({ id: z.number().int().nullable(), expires_at: z.string().nullable(), name: z.string().nullable() }),
  profile_stats: z.object({
    proposals_received: z.number().int(),
    proposals_sent: z.number().int(),
    proposals_accepted: z.number().int(),
    contact_views_by: z.number().int(),
    contact_views_of: z.number().int(),
  }),
  row: ZAdminMemberRow,
  ad: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
  alternatePhone: z.string().nullable(),
  points: z.object({ proposal: z.number().int(), ccp: z.number().int() }),
  ledger: z.array(
    z.object({ at: z.string(), kind: z.string(), delta: z.number().int(), balanceAfter: z.number().int(), reason: z.string() }),
  ),
  media: z.array(ZMemberMedia),
  kyc: z.array(z.object({ id: z.string(), docType: z.string(), status: z.string(), uploadedAt: z.string() })),
  pendingEdit: z.object({ id: z.number().int(), proposed: z.record(z.string(), z.string()), submittedAt: z.string() }).nullable(),
  reportsAgainst: z.array(ZMemberReport),
  reportsBy: z.array(ZMemberReport),
  activities: z.array(ZActivity),
  allowedStatuses: z.array(z.string()),
});
export type TAdminMemberDetail = z.infer<typeof ZAdminMemberDetail>;
export const ZAdminMemberDetailData = z.object({ user: ZAdminMemberDetail });
export const ZAdminMemberDetailResponse = ok(ZAdminMemberDetailData);

export const ZMemberActionData = z.object({ user: ZAdminMemberRow });
export const ZMemberActionResponse = ok(ZMemberActionData);
export const ZMemberDeletedResponse = ok(z.object({ deleted: z.literal(true), id: z.number().int() }));

export const ZActivitiesQuery = z.object({
  page: zInt({ max: 10_000 }).default(1),
  limit: zInt({ max: 100 }).default(50),
});
export const ZActivitiesData = z.object({ activities: z.array(ZActivity), pagination: ZPaging });
export const ZActivitiesResponse = ok(ZActivitiesData);

// ---------- Moderation queues ----------

export const ZModerationCountsResponse = ok(ZModerationCounts);

export const ZDecisionRequest = z.object({ reason: z.string().trim().max(500).optional() });
export type TDecisionRequest = z.input<typeof ZDecisionRequest>;
export const ZDecisionParams = z.object({ id: z.string().min(1).max(64), decision: z.enum(["approve", "reject"]) });
export const ZReportDecisionParams = z.object({
  id: zId(),
  action: z.enum(["dismiss", "warn", "suspend"]),
});

const ZQueueMember = z.object({ id: z.number().int(), profileId: z.string().nullable(), name: z.string(), status: z.string() });

export const ZPendingAd = z.object({
  member: ZQueueMember,
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  community: z.string().nullable(),
  profession: z.string().nullable(),
  photo: z.string().nullable(),
  registeredAt: z.string(),
  /** An RR posted the ad and the member has not yet confirmed it: it cannot be approved until they do. */
  awaitingConsent: z.boolean(),
  /** The ad is in circulation already (new ads are live at once and reviewed after; decision 0018). */
  live: z.boolean(),
  /** Since when the ad waits for its review; `overdue` once past the review time (`NEW_AD_REVIEW_HOURS`, a day by default). */
  waitingSince: z.string(),
  overdue: z.boolean(),
});
export const ZEditInQueue = z.object({
  id: z.number().int(),
  member: ZQueueMember,
  current: z.object({ name: z.string(), dateOfBirth: z.string().nullable(), gender: z.string().nullable() }),
  proposed: z.object({ name: z.string().optional(), dateOfBirth: z.string().optional(), gender: z.string().optional() }),
  submittedAt: z.string(),
});
export const ZPendingMedia = z.object({
  id: z.string(),
  kind: z.enum(["photo", "video"]),
  member: ZQueueMember,
  url: z.string(),
  thumbUrl: z.string().nullable(),
  mime: z.string(),
  bytes: z.number().int(),
  uploadedAt: z.string(),
});
export const ZPendingKyc = z.object({
  id: z.string(),
  member: ZQueueMember,
  docType: z.string(),
  kind: z.enum(["image", "pdf"]),
  bytes: z.number().int(),
  uploadedAt: z.string(),
});
export const ZOpenReport = z.object({
  id: z.number().int(),
  reporter: ZQueueMember,
  member: ZQueueMember,
  reason: z.string(),
  details: z.string().nullable(),
  createdAt: z.string(),
});

/** The longest text a moderation queue's search box takes. */
export const queueSearchMax = 60;
export const ZQueueQuery = z.object({
  page: zInt({ max: 10_000 }).default(1),
  limit: zInt({ max: 100 }).default(20),
  /** The member's ad number or its beginning (B20), a part of the name, or the mobile number's last digits; empty is no search. */
  q: z.string().trim().max(queueSearchMax, "Search text must be at most 60 characters").optional(),
});
const queue = <T extends z.ZodType>(item: T) => ok(z.object({ items: z.array(item), total: z.number().int() }));
export const ZPendingAdsData = z.object({ items: z.array(ZPendingAd), total: z.number().int() });
export const ZPendingEditsData = z.object({ items: z.array(ZEditInQueue), total: z.number().int() });
export const ZPendingMediaData = z.object({ items: z.array(ZPendingMedia), total: z.number().int() });
export const ZPendingKycData = z.object({ items: z.array(ZPendingKyc), total: z.number().int() });
export const ZOpenReportsData = z.object({ items: z.array(ZOpenReport), total: z.number().int() });
export const ZPendingAdsResponse = queue(ZPendingAd);
export const ZPendingEditsResponse = queue(ZEditInQueue);
export const ZPendingMediaResponse = queue(ZPendingMedia);
export const ZPendingKycResponse = queue(ZPendingKyc);
export const ZOpenReportsResponse = queue(ZOpenReport);
export type TPendingAd = z.infer<typeof ZPendingAd>;
export type TEditInQueue = z.infer<typeof ZEditInQueue>;
export type TPendingMedia = z.infer<typeof ZPendingMedia>;
export type TPendingKyc = z.infer<typeof ZPendingKyc>;
export type TOpenReport = z.infer<typeof ZOpenReport>;

export const ZDecisionData = z.object({ decided: z.literal(true), counts: ZModerationCounts });
export const ZDecisionResponse = ok(ZDecisionData);
