import { z } from "zod";
import { zId, zInt } from "./ints.ts";
import { ok } from "./envelope.ts";
import { ZAdvertiserContact, ZMemberType } from "./profiles.ts";

// ---------- Sending ----------

/** The ad's public profile id (B2001); numbers are read as text and match no ad. */
const ZTargetId = z
  .union([z.string(), z.number().int()], { error: "Please choose a profile" })
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1, "Please choose a profile").max(40, "Unknown profile"));

export const proposalMessageMax = 1000;
const ZMessage = z
  .string({ error: "The message must be text" })
  .trim()
  .max(proposalMessageMax, `The message can be at most ${proposalMessageMax} characters`)
  .optional()
  .nullable()
  .transform((s) => (s ? s : null));

/** `POST /api/v1/proposals/send` (the member site's shape). */
export const ZSendProposalV1Body = z.object({ proposedUserId: ZTargetId, message: ZMessage });
/** `POST /api/proposals/send` (the shared client's shape). */
export const ZSendProposalBody = z.object({ receiverId: ZTargetId, message: ZMessage });
export type TSendProposalV1Body = z.input<typeof ZSendProposalV1Body>;

export const proposalStatuses = ["pending", "accepted", "declined"] as const;
export const ZProposalStatus = z.enum(proposalStatuses);
export type TProposalStatus = z.infer<typeof ZProposalStatus>;

/** The other member of a proposal, as the list shows them. */
export const ZProposalParty = z.object({
  profileId: z.string(),
  name: z.string(),
  gender: z.enum(["bride", "groom"]),
  age: z.number().int().nullable(),
  memberType: ZMemberType.nullable(),
  image: z.string().nullable(),
  /** The ad is in circulation (its detail page opens). */
  listed: z.boolean(),
});
export type TProposalParty = z.infer<typeof ZProposalParty>;

export const ZProposal = z.object({
  id: z.number().int(),
  direction: z.enum(["sent", "received"]),
  status: ZProposalStatus,
  message: z.string().nullable(),
  responseMessage: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  other: ZProposalParty,
  /** Received: the sender's chosen contact detail. Sent: the receiver's, once accepted. */
  contact: ZAdvertiserContact,
});
export type TProposal = z.infer<typeof ZProposal>;

export const ZSendProposalData = z.object({
  proposal: ZProposal,
  proposalPoints: z.number().int(),
  sentThisMonth: z.number().int(),
  monthlyLimit: z.number().int(),
});
export const ZSendProposalResponse = ok(ZSendProposalData);

// ---------- Lists and answers ----------

const pageParam = (name: string, max: number, def: number) => zInt({ name, max }).default(def);

export const ZProposalListQuery = z.object({
  page: pageParam("page", 10_000, 1),
  limit: pageParam("limit", 50, 20),
  status: z.enum(proposalStatuses, { error: "status must be pending, accepted or declined" }).optional(),
});

export const ZProposalListData = z.object({
  proposals: z.array(ZProposal),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  counts: z.object({ pending: z.number().int(), accepted: z.number().int(), declined: z.number().int() }),
});
export const ZProposalListResponse = ok(ZProposalListData);
export const ZProposalData = z.object({ proposal: ZProposal });
export const ZProposalResponse = ok(ZProposalData);

export const ZProposalIdParams = z.object({ id: zId("Unknown proposal") });

const answerAliases: Record<string, "accepted" | "declined"> = {
  accepted: "accepted",
  accept: "accepted",
  declined: "declined",
  decline: "declined",
  rejected: "declined",
  reject: "declined",
};
export const ZRespondProposalBody = z.object({
  status: z.string({ error: "Please choose accept or decline" }).transform((s, ctx) => {
    const v = answerAliases[s.trim().toLowerCase()];
    if (!v) {
      ctx.addIssue({ code: "custom", message: "Please choose accept or decline" });
      return z.NEVER;
    }
    return v;
  }),
  message: ZMessage,
});

// ---------- Points and contact access ----------

export const ZLedgerEntry = z.object({
  id: z.number().int(),
  kind: z.enum(["proposal", "ccp", "telecaller"]),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export const ZPointsQuery = z.object({
  page: pageParam("page", 10_000, 1),
  limit: pageParam("limit", 100, 20),
  kind: z.enum(["proposal", "ccp", "telecaller"], { error: "kind must be proposal, ccp or telecaller" }).optional(),
});
export const ZPointsData = z.object({
  proposalPoints: z.number().int(),
  ccp: z.number().int(),
  /** Telecaller calls the member's plans gave and the service has not made yet. */
  telecallerCalls: z.number().int(),
  sentThisMonth: z.number().int(),
  monthlyLimit: z.number().int(),
  contactViewsToday: z.number().int(),
  dailyContactLimit: z.number().int(),
  ledger: z.array(ZLedgerEntry),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export const ZPointsResponse = ok(ZPointsData);

/** GET /api/points/signup-bonus: what the member's sign-up granted (shown after registration). */
export const ZSignupBonusData = z.object({ proposal: z.number().int(), ccp: z.number().int() });
export type TSignupBonusData = z.infer<typeof ZSignupBonusData>;
export const ZSignupBonusResponse = ok(ZSignupBonusData);

export const ZContactViewData = z.object({
  contact: ZAdvertiserContact,
  ccpSpent: z.boolean(),
  ccp: z.number().int(),
  contactViewsToday: z.number().int(),
  dailyContactLimit: z.number().int(),
});
export const ZContactViewResponse = ok(ZContactViewData);

/** Who viewed my contact detail, or whose contact I viewed. */
export const ZContactViewEntry = z.object({ other: ZProposalParty, via: z.enum(["ccp", "plan"]), viewedAt: z.string() });
export const ZContactViewsQuery = z.object({
  direction: z.enum(["of_me", "by_me"], { error: "direction must be of_me or by_me" }).default("of_me"),
  page: pageParam("page", 10_000, 1),
  limit: pageParam("limit", 50, 20),
});
export const ZContactViewsData = z.object({
  views: z.array(ZContactViewEntry),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export const ZContactViewsResponse = ok(ZContactViewsData);

// ---------- Safety ----------

export const reportReasons = [
  "Fake or misleading profile",
  "Already married",
  "Inappropriate photos or content",
  "Asking for money",
  "Harassment or abusive behaviour",
  "Wrong contact details",
  "Other",
] as const;
export type TReportReason = (typeof reportReasons)[number];
/** A short key of each reason, for its text in a catalogue (the value sent and stored stays the English one). */
export const reportReasonKey: Record<TReportReason, string> = {
  "Fake or misleading profile": "fake",
  "Already married": "married",
  "Inappropriate photos or content": "content",
  "Asking for money": "money",
  "Harassment or abusive behaviour": "harassment",
  "Wrong contact details": "contact",
  Other: "other",
};
export const ZReportBody = z
  .object({
    reason: z.enum(reportReasons, { error: "Please choose a reason from the list" }),
    details: z.string({ error: "Details must be text" }).trim().max(1000, "Details can be at most 1000 characters").optional().nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.reason === "Other" && !v.details)
      ctx.addIssue({ code: "custom", path: ["details"], message: "Please tell us what is wrong with this profile" });
  });
export type TReportBody = z.input<typeof ZReportBody>;
export const ZReportData = z.object({ id: z.number().int(), status: z.literal("open") });
export const ZReportResponse = ok(ZReportData);

export const ZBlockData = z.object({ profileId: z.string(), blocked: z.boolean() });
export const ZBlockResponse = ok(ZBlockData);
export const ZBlocksData = z.object({ blocked: z.array(ZProposalParty.extend({ blockedAt: z.string() })) });
export const ZBlocksResponse = ok(ZBlocksData);
