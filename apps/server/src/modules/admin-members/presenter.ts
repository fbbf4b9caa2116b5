import { z } from "zod";
import { ageOn, type TAdminMemberRow } from "@app/contract";
import { emailFor, phoneFor, type ContactView } from "../../lib/contact-mask.ts";
import { int, text, time } from "../../lib/rows.ts";
import type { MediaLinks } from "../media/links-service.ts";

/** One member as the admin table shows them: the raw row of `memberRowsSql`. */
export const ZMemberRowDb = z.object({
  id: int,
  profileId: text.nullable(),
  name: text,
  gender: text.nullable(),
  dateOfBirth: text.nullable(),
  phone: text,
  email: text.nullable(),
  phoneVerifiedAt: time.nullable(),
  createdAt: time,
  status: text,
  statusReason: text.nullable(),
  suspendedUntil: time.nullable(),
  blocked: z.boolean(),
  ccp: int,
  listed: z.boolean(),
  memberType: z.enum(["QUICK", "STOCK", "PREMIUM"]),
  photoId: text.nullable(),
  kyc: z.boolean(),
  rrName: text.nullable(),
  rrCode: text.nullable(),
  planId: int.nullable(),
  planEndsAt: time.nullable(),
  planName: text.nullable(),
  planNameBn: text.nullable(),
  planSource: z.enum(["payment", "trial", "admin"]).nullable(),
  sms: int,
  awaitingConsent: z.boolean(),
});
export type MemberRowDb = z.infer<typeof ZMemberRowDb>;

/** The admin's row of a member: the phone number and e-mail whole or masked, as the admin's view says (`lib/contact-mask.ts`). */
export function toAdminMemberRow(r: MemberRowDb, today: string, links: MediaLinks, view: ContactView): TAdminMemberRow {
  return {
    id: r.id,
    profileId: r.profileId,
    name: r.name,
    // Pending photos too: the admin reviews them, through signed addresses only.
    photo: r.photoId ? links.thumb(r.photoId, false) : null,
    age: r.dateOfBirth ? ageOn(r.dateOfBirth, today) : null,
    gender: r.gender,
    mobile: phoneFor(view, r.phone),
    email: emailFor(view, r.email),
    verificationStatus: {
      otp: Boolean(r.phoneVerifiedAt),
      // No e-mail verification exists yet: an address is never shown as verified.
      email: false,
      mobile: Boolean(r.phoneVerifiedAt),
      kyc: r.kyc,
      ad: r.listed,
    },
    type: r.memberType,
    rr: r.rrName ? `${r.rrName}${r.rrCode ? ` (${r.rrCode})` : ""}` : null,
    planId: r.planId,
    planExpiresAt: r.planEndsAt?.toISOString() ?? null,
    // What the member holds now (the plan the site treats as current: PREMIUM first, then the latest).
    plan:
      r.planId !== null && r.planName !== null && r.planSource !== null
        ? { id: r.planId, name: r.planName, nameBn: r.planNameBn, source: r.planSource, endsAt: r.planEndsAt?.toISOString() ?? null }
        : null,
    regDate: r.createdAt.toISOString(),
    verDate: r.phoneVerifiedAt?.toISOString() ?? null,
    ccp: r.ccp,
    sms: r.sms,
    status: r.status,
    statusReason: r.statusReason,
    suspendedUntil: r.suspendedUntil?.toISOString() ?? null,
    blocked: r.blocked,
    awaitingConsent: r.awaitingConsent,
  };
}
