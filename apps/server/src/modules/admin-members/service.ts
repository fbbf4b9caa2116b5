import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import { accountStatuses, type TAccountStatus, type TMemberListData, type TUserStats } from "@app/contract";
import { indiaToday, type Clock } from "../../lib/clock.ts";
import type { ContactView } from "../../lib/contact-mask.ts";
import { countRow, int, text } from "../../lib/rows.ts";
import type { MediaLinks } from "../media/links-service.ts";
import { moderationCounts } from "../admin-moderation/counts-service.ts";
import { awaitingConsent } from "../rr/add-member-service.ts";
import { toAdminMemberRow, ZMemberRowDb } from "./presenter.ts";
import { searchCondition } from "./search-service.ts";

export type MemberFilter = {
  page: number;
  limit: number;
  search?: string;
  status?: TAccountStatus;
  sortOrder: "ASC" | "DESC";
  gender?: "Male" | "Female";
  kyc?: "verified" | "pending" | "none";
  registeredFrom?: string;
  registeredTo?: string;
};

/** Searches count exactly up to this many matches; past it the list says "1,000+" and pages in date order. */
export const searchCountCap = 1000;

/** "Temporary Approval Edit": the stored status, or an edit or new photo/video waiting for review (decision 0005). */
const awaitingReview = sql`u.id in (
  select id from users where account_status = 'temporary_approval_edit'
  union select user_id from ad_pending_edits where status = 'pending'
  union select user_id from media where review_status = 'pending')`;

function conditions(f: MemberFilter, shape: "indexed" | "scan", view: ContactView): SQL[] {
  const where: SQL[] = [sql`u.account_status <> 'deleted'`];
  if (f.status === "temporary_approval_edit") where.push(awaitingReview);
  else if (f.status) where.push(sql`u.account_status = ${f.status}`);
  if (f.search) where.push(searchCondition(f.search, view)[shape]);
  if (f.gender) where.push(sql`exists (select 1 from profiles p where p.user_id = u.id and p.gender = ${f.gender})`);
  if (f.kyc === "verified") where.push(sql`exists (select 1 from kyc_documents k where k.user_id = u.id and k.status = 'verified')`);
  if (f.kyc === "pending") where.push(sql`exists (select 1 from kyc_documents k where k.user_id = u.id and k.status = 'pending')`);
  if (f.kyc === "none") where.push(sql`not exists (select 1 from kyc_documents k where k.user_id = u.id)`);
  // Dates are India calendar days.
  if (f.registeredFrom) where.push(sql`u.created_at >= ${`${f.registeredFrom}T00:00:00+05:30`}::timestamptz`);
  if (f.registeredTo) where.push(sql`u.created_at < (${`${f.registeredTo}T00:00:00+05:30`}::timestamptz + interval '1 day')`);
  return where;
}

/** The table's rows for a set of members, in one statement, with contact details as `view` shows them. */
export async function memberRows(db: Database, clock: Clock, links: MediaLinks, ids: number[], view: ContactView) {
  if (!ids.length) return [];
  const now = clock.now().toISOString();
  const rows = await queryRows(
    db,
    ZMemberRowDb,
    sql`select u.id, p.profile_id as "profileId", u.name, p.gender, p.date_of_birth::text as "dateOfBirth", u.phone, u.email,
          u.phone_verified_at as "phoneVerifiedAt", u.created_at as "createdAt", u.account_status as status,
          u.status_reason as "statusReason", u.suspended_until as "suspendedUntil", (u.blocked_at is not null) as blocked, u.ccp,
          (a.user_id is not null) as listed, coalesce(a.member_type, cp.member_type, 'QUICK') as "memberType",
          (select m.id::text from media m where m.user_id = u.id and m.kind = 'photo' and m.review_status <> 'rejected'
             order by m.position, m.created_at limit 1) as "photoId",
          exists (select 1 from kyc_documents k where k.user_id = u.id and k.status = 'verified') as kyc,
          r.name as "rrName", r.refer_code as "rrCode", cp.plan_id as "planId", cp.ends_at as "planEndsAt",
          cp.name as "planName", cp.name_bn as "planNameBn", cp.source as "planSource",
          (select count(*) from notifications n where n.user_id = u.id and n.channel = 'sms' and n.sent_at is not null) as sms,
          ${awaitingConsent(sql`u.id`)} as "awaitingConsent"
        from users u
        left join profiles p on p.user_id = u.id
        left join ads a on a.user_id = u.id
        left join rrs r on r.id = u.referred_by_rr_id
        left join lateral (select mp.plan_id, mp.ends_at, mp.source, pl.name, pl.name_bn, b.member_type from member_plans mp
          join plans pl on pl.id = mp.plan_id left join plan_benefits b on b.plan_id = mp.plan_id
          where mp.user_id = u.id and mp.starts_at <= ${now}::timestamptz and (mp.ends_at is null or mp.ends_at > ${now}::timestamptz)
          order by (b.member_type = 'PREMIUM') desc nulls last, mp.starts_at desc limit 1) cp on true
        where u.id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
  );
  const today = indiaToday(clock.now());
  const byId = new Map(rows.map((r) => [r.id, toAdminMemberRow(r, today, links, view)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const ZPlan = z.array(z.object({ Plan: z.object({ "Plan Rows": z.number() }) }));

/** The planner's estimate of the members a condition matches (from the column and index statistics). */
async function estimateRows(db: Database, where: SQL): Promise<number> {
  const [row] = await queryRows(
    db,
    z.object({ "QUERY PLAN": z.unknown() }),
    sql`explain (format json) select 1 from users u where ${where}`,
  );
  const raw = row?.["QUERY PLAN"];
  const plan = ZPlan.safeParse(typeof raw === "string" ? JSON.parse(raw) : raw);
  return plan.success ? (plan.data[0]?.Plan["Plan Rows"] ?? 0) : 0;
}

async function statusCounts(db: Database): Promise<Record<string, number>> {
  const rows = await queryRows(db, z.object({ status: text, n: int }), sql`select status, n from member_status_counts`);
  const counts: Record<string, number> = Object.fromEntries(accountStatuses.map((s) => [s, 0]));
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

/** The admin's member list and stats: search, status tabs, paging and counts. */
export function createAdminMembersService(d: { db: Database; clock: Clock; links: MediaLinks }) {
  /**
   * One page of members, newest first. Without a search the page walks the (status,) date index and
   * the total comes from the trigger-kept counts. With a search the matches are counted through the
   * index up to `searchCountCap`: when fewer, the page is sorted from them; when more, the page walks
   * the date index testing each row cheaply (the matches are dense then, so the walk is short).
   * Contact details, and what the search may match, follow the admin's `view` (decision 0009).
   */
  async function list(f: MemberFilter, view: ContactView): Promise<TMemberListData> {
    const order = f.sortOrder === "ASC" ? sql`created_at asc, id asc` : sql`created_at desc, id desc`;
    const offset = (f.page - 1) * f.limit;
    const filtered = Boolean(f.search || f.gender || f.kyc || f.registeredFrom || f.registeredTo);
    const ZId = z.object({ id: int });
    let total: number;
    let totalExact = true;
    let ids: { id: number }[];
    if (!filtered && f.status !== "temporary_approval_edit") {
      ids = await queryRows(
        d.db,
        ZId,
        sql`select u.id from users u where ${sql.join(conditions(f, "scan", view), sql` and `)} order by ${order} limit ${f.limit} offset ${offset}`,
      );
      // Kept exact by a trigger: no count over a million rows.
      const counts = await statusCounts(d.db);
      total = f.status ? (counts[f.status] ?? 0) : accountStatuses.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
    } else {
      const indexed = sql.join(conditions(f, "indexed", view), sql` and `);
      // A name in tens of thousands of ads (the planner knows its frequent name words) is not
      // counted at all: reading its whole posting list costs more than the page.
      const common = (await estimateRows(d.db, indexed)) > searchCountCap * 10;
      // Materialized: the matches come from the index, whatever the planner guesses about the order.
      [{ n: total }] = common
        ? [{ n: searchCountCap + 1 }]
        : await queryRows(
            d.db,
            countRow,
            sql`with m as materialized (select 1 from users u where ${indexed} limit ${searchCountCap + 1}) select count(*)::int as n from m`,
          );
      if (total <= searchCountCap) {
        ids = await queryRows(
          d.db,
          ZId,
          sql`with m as materialized (select u.id, u.created_at from users u where ${indexed})
              select id from m order by ${order} limit ${f.limit} offset ${offset}`,
        );
      } else {
        totalExact = false;
        total = searchCountCap;
        ids = await queryRows(
          d.db,
          ZId,
          sql`select u.id from users u where ${sql.join(conditions(f, "scan", view), sql` and `)} order by ${order} limit ${f.limit} offset ${offset}`,
        );
      }
    }
    return {
      users: await memberRows(
        d.db,
        d.clock,
        d.links,
        ids.map((r) => r.id),
        view,
      ),
      pagination: {
        page: f.page,
        limit: f.limit,
        total,
        totalExact,
        totalPages: Math.max(1, Math.ceil(total / f.limit)),
        filtered,
      },
    };
  }

  async function stats(): Promise<TUserStats> {
    const byStatus = await statusCounts(d.db);
    const total = accountStatuses.reduce((sum, s) => sum + (byStatus[s] ?? 0), 0);
    const [extra] = await queryRows(
      d.db,
      z.object({ verified: int, awaiting: int }),
      sql`select (select count(distinct user_id) from kyc_documents where status = 'verified') as verified,
                 (select count(*) from users u where ${awaitingReview} and u.account_status <> 'deleted') as awaiting`,
    );
    byStatus.temporary_approval_edit = extra.awaiting;
    return {
      total,
      active: byStatus.active ?? 0,
      verified: extra.verified,
      suspended: byStatus.suspended ?? 0,
      byStatus,
      moderation: await moderationCounts(d.db),
    };
  }

  return { list, stats, rows: (ids: number[], view: ContactView) => memberRows(d.db, d.clock, d.links, ids, view) };
}
export type AdminMembersService = ReturnType<typeof createAdminMembersService>;
