import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import { ageOn, type TProposalParty } from "@app/contract";
import type { ContactSource } from "../../lib/contact-visibility.ts";
import { int, text } from "../../lib/rows.ts";
import type { MediaLinks } from "../media/links-service.ts";

/** A member as proposals, contact views and blocks need them: whether listed, public card bits, contact source. */
const ZMemberRow = z.object({
  userId: int,
  profileId: text,
  name: text,
  gender: z.enum(["Male", "Female"]),
  dateOfBirth: text,
  accountStatus: text,
  isDemo: z.boolean(),
  listed: z.boolean(),
  memberType: z.enum(["QUICK", "STOCK", "PREMIUM"]).nullable(),
  thumbId: text.nullable(),
  photoVisibility: z.enum(["everyone", "members", "accepted"]),
  // The contact source (lib/contact-visibility.ts).
  adType: z.enum(["text", "video"]),
  contactVisible: z.boolean(),
  phone: text,
  email: text.nullable(),
  contactVisibility: z.enum(["phone", "email", "both"]),
  advertiserName: text.nullable(),
  relation: text.nullable(),
});
export type MemberRow = z.infer<typeof ZMemberRow> & ContactSource;

const memberSelect = sql`
  select u.id as "userId", p.profile_id as "profileId", u.name, p.gender, p.date_of_birth::text as "dateOfBirth",
         u.account_status as "accountStatus", u.is_demo as "isDemo", (a.user_id is not null) as listed,
         a.member_type as "memberType", a.thumb_id as "thumbId", coalesce(a.ad_type, 'text') as "adType",
         coalesce(a.contact_visible, false) as "contactVisible", u.phone, u.email,
         coalesce(x.contact_visibility, 'phone') as "contactVisibility", coalesce(x.photo_visibility, 'everyone') as "photoVisibility", p.advertiser_name as "advertiserName",
         p.relation_with_candidate as relation
  from users u join profiles p on p.user_id = u.id
  left join ads a on a.user_id = u.id left join ad_details x on x.user_id = u.id`;

/** Finds any member with an ad by its public profile id (B2001), listed or not; internal member ids are never accepted from outside. */
export async function findMember(db: Database, id: string): Promise<MemberRow | null> {
  const key = id.trim().toUpperCase();
  const [row] = await queryRows(db, ZMemberRow, sql`${memberSelect} where upper(p.profile_id) = ${key} limit 1`);
  return row ?? null;
}

export async function membersById(db: Database, ids: number[]): Promise<Map<number, MemberRow>> {
  if (!ids.length) return new Map();
  const rows = await queryRows(
    db,
    ZMemberRow,
    sql`${memberSelect} where u.id in (${sql.join(
      [...new Set(ids)].map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.userId, r]));
}

/**
 * The other member of a proposal, contact view or block, as a signed-in member sees them. The
 * thumbnail follows photo visibility: public, signed for "members", none for "accepted" (the
 * request lists and the ad page show it to members whose request was accepted).
 */
export const partyOf = (m: MemberRow, today: string, links: MediaLinks): TProposalParty => ({
  profileId: m.profileId,
  name: m.name,
  gender: m.gender === "Female" ? "bride" : "groom",
  age: ageOn(m.dateOfBirth, today),
  memberType: m.memberType,
  image: m.listed && m.thumbId && m.photoVisibility !== "accepted" ? links.thumb(m.thumbId, m.photoVisibility === "everyone") : null,
  listed: m.listed,
});

/** Client-side sample profiles (DEMO_… or one letter, five digits, dash, one letter) and seeded demo members. */
export const demoProfileMessage = "This is a demo profile. Please register to view real profiles and send proposals.";
export const looksLikeDemoId = (id: string) => /^DEMO_/i.test(id.trim()) || /^[A-Z]\d{5}-[A-Z]$/i.test(id.trim());

/** SQL: a block exists between the two members, in either direction. */
export const blockedBetween = (a: number | ReturnType<typeof sql>, b: number | ReturnType<typeof sql>) =>
  sql`exists (select 1 from blocks k where (k.blocker_id = ${a} and k.blocked_id = ${b}) or (k.blocker_id = ${b} and k.blocked_id = ${a}))`;
