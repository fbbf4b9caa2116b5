import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import { ZAccountStatus, type TRrReferredMembersData } from "@app/contract";
import type { Clock } from "../../lib/clock.ts";
import { int, text, time } from "../../lib/rows.ts";
import type { MediaLinks } from "../media/links-service.ts";
import { awaitingConsent } from "./add-member-service.ts";
import { rupees } from "./presenter.ts";

const ZMemberRow = z.object({
  profileId: z.string(),
  name: z.string(),
  gender: text.nullable(),
  phone: z.string(),
  email: text.nullable(),
  contact: text.nullable(),
  state: text.nullable(),
  city: text.nullable(),
  education: text.nullable(),
  createdAt: time,
  status: ZAccountStatus,
  photoId: text.nullable(),
  planId: int.nullable(),
  commission: int,
  awaiting: z.boolean(),
});

/** Paging of the RR's lists. */
export function pagination(page: number, limit: number, total: number) {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { currentPage: page, totalPages, totalCount: total, hasNext: page < totalPages, hasPrev: page > 1 };
}

/** `%` and `_` typed by the RR are matched literally. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The members an RR referred (registered with the RR's code, or added by the RR), newest first,
 * with the commission each earned. Phone and e-mail are shown as the member's own contact privacy
 * shows them; photos only when approved and shown to everyone.
 */
export function createRrMembersService(d: { db: Database; clock: Clock; links: MediaLinks }) {
  async function list(rrId: number, q: { page: number; limit: number; search?: string }): Promise<TRrReferredMembersData> {
    const base = sql`u.referred_by_rr_id = ${rrId} and u.account_status <> 'deleted'`;
    let where: SQL = base;
    if (q.search) {
      const s = likeEscape(q.search.toLowerCase());
      const digits = q.search.replace(/\D/g, "");
      where = sql`${base} and (lower(u.name) like ${`%${s}%`} or lower(p.profile_id) = ${q.search.toLowerCase()}
        or (coalesce(ad.contact_visibility, 'phone') in ('email','both') and lower(u.email) like ${`%${s}%`})
        ${digits.length >= 3 ? sql`or (coalesce(ad.contact_visibility, 'phone') in ('phone','both') and u.phone like ${`%${digits}%`})` : sql``})`;
    }
    const now = d.clock.now().toISOString();
    const [counts] = await queryRows(
      d.db,
      z.object({ total: int, active: int, matching: int, commission: int }),
      sql`select count(*) as total, count(*) filter (where u.account_status = 'active') as active,
            count(*) filter (where ${where}) as matching,
            (select coalesce(sum(c.amount_paise), 0) from rr_commissions c where c.rr_id = ${rrId}) as commission
          from users u left join profiles p on p.user_id = u.id left join ad_details ad on ad.user_id = u.id
          where ${base}`,
    );
    const offset = (q.page - 1) * q.limit;
    // The page's ids first (only the index-friendly columns), then the columns of those rows only.
    const rows = await queryRows(
      d.db,
      ZMemberRow,
      sql`with page as (
            select u.id, u.created_at from users u join profiles p on p.user_id = u.id left join ad_details ad on ad.user_id = u.id
            where ${where} order by u.created_at desc, u.id desc limit ${q.limit} offset ${offset})
          select p.profile_id as "profileId", u.name, p.gender, u.phone, u.email, coalesce(ad.contact_visibility, 'phone') as contact,
            p.state, ad.city, p.highest_qualification as education, u.created_at as "createdAt", u.account_status as status,
            (select m.id::text from media m where m.user_id = u.id and m.kind = 'photo' and m.review_status = 'approved'
               and coalesce(ad.photo_visibility, 'everyone') = 'everyone' order by m.position, m.created_at limit 1) as "photoId",
            (select mp.plan_id from member_plans mp where mp.user_id = u.id and mp.starts_at <= ${now}::timestamptz
               and (mp.ends_at is null or mp.ends_at > ${now}::timestamptz) order by mp.starts_at desc limit 1) as "planId",
            (select coalesce(sum(c.amount_paise), 0) from rr_commissions c where c.user_id = u.id and c.rr_id = ${rrId}) as commission,
            ${awaitingConsent(sql`u.id`)} as awaiting
          from page join users u on u.id = page.id join profiles p on p.user_id = u.id left join ad_details ad on ad.user_id = u.id
          order by page.created_at desc, page.id desc`,
    );
    return {
      members: rows.map((r) => ({
        id: r.profileId,
        name: r.name,
        photo: r.photoId ? d.links.thumb(r.photoId, true) : null,
        gender: r.gender,
        planId: r.planId,
        phone: r.contact === "phone" || r.contact === "both" ? r.phone : null,
        email: r.contact === "email" || r.contact === "both" ? r.email : null,
        location: { state: r.state, city: r.city },
        joinDate: r.createdAt.toISOString(),
        education: r.education,
        commission: rupees(r.commission),
        accountStatus: r.status,
        awaitingConsent: r.awaiting,
      })),
      stats: { totalMembers: counts.total, activeMembers: counts.active, totalCommissionEarned: rupees(counts.commission) },
      pagination: pagination(q.page, q.limit, counts.matching),
    };
  }
  return { list };
}
export type RrMembersService = ReturnType<typeof createRrMembersService>;
