import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import type { TAccountStatus, TMemberType, TStatsOverview } from "@app/contract";
import { notFound } from "../../http/errors.ts";
import { indiaToday, type Clock } from "../../lib/clock.ts";
import { int, text, time } from "../../lib/rows.ts";
import { matchFilterFor } from "./match.ts";
import { kycSummary } from "./kyc-service.ts";
import type { PartnerService } from "../my-ad/partner-service.ts";

const ZOverviewRow = z.object({
  status: text,
  proposalPoints: int,
  ccp: int,
  profileId: text,
  gender: text,
  dateOfBirth: text,
  inCirculation: z.boolean(),
  ytmVerifiedAt: time.nullable(),
  views: int,
  sent: int,
  received: int,
  accepted: int,
  favourites: int,
  hasPreferences: z.boolean(),
});

const ZPlanRow = z.object({ id: int, name: text, nameBn: text.nullable(), endsAt: time.nullable(), memberType: text.nullable() });

/** The numbers on the member dashboard, all counted from the tables they live in. */
export async function statsOverview(
  db: Database,
  clock: Clock,
  partner: Pick<PartnerService, "get">,
  userId: number,
): Promise<TStatsOverview> {
  const now = clock.now();
  const [row] = await queryRows(
    db,
    ZOverviewRow,
    sql`select u.account_status as status, u.proposal_points as "proposalPoints", u.ccp, p.profile_id as "profileId", p.gender,
               p.date_of_birth::text as "dateOfBirth", exists(select 1 from ads a where a.user_id = u.id) as "inCirculation",
               d.ytm_verified_at as "ytmVerifiedAt",
               (select count(*) from ad_views v where v.ad_user_id = u.id) as views,
               (select count(*) from proposals s where s.sender_id = u.id) as sent,
               (select count(*) from proposals r where r.receiver_id = u.id) as received,
               (select count(*) from proposals x where (x.receiver_id = u.id or x.sender_id = u.id) and x.status = 'accepted') as accepted,
               (select count(*) from favourites f where f.user_id = u.id) as favourites,
               exists(select 1 from partner_preferences pp where pp.user_id = u.id) as "hasPreferences"
        from users u join profiles p on p.user_id = u.id left join ad_details d on d.user_id = u.id
        where u.id = ${userId}`,
  );
  if (!row) throw notFound("Member not found");
  const [plan] = await queryRows(
    db,
    ZPlanRow,
    sql`select mp.plan_id as id, coalesce(pl.name, 'Plan ' || mp.plan_id) as name, pl.name_bn as "nameBn", mp.ends_at as "endsAt", pb.member_type as "memberType"
        from member_plans mp left join plans pl on pl.id = mp.plan_id left join plan_benefits pb on pb.plan_id = mp.plan_id
        where mp.user_id = ${userId} and mp.starts_at <= ${now} and (mp.ends_at is null or mp.ends_at > ${now})
        order by (pb.member_type = 'PREMIUM') desc nulls last, mp.starts_at desc limit 1`,
  );
  const kyc = await kycSummary(db, userId);
  const matchFilter = matchFilterFor({ gender: row.gender, dateOfBirth: row.dateOfBirth }, indiaToday(now));
  const matchQuery = row.hasPreferences
    ? (await partner.get(userId)).findMatchQuery
    : new URLSearchParams({
        profileFor: matchFilter.profileFor,
        ageFrom: String(matchFilter.ageFrom),
        ageTo: String(matchFilter.ageTo),
      }).toString();
  return {
    views_count: Number(row.views),
    proposals_sent: Number(row.sent),
    proposals_received: Number(row.received),
    proposals_accepted: Number(row.accepted),
    points: row.proposalPoints,
    ccp: row.ccp,
    favourites_count: Number(row.favourites),
    status: row.status as TAccountStatus,
    is_active: row.inCirculation,
    ad_id: row.profileId,
    member_type: (plan?.memberType ?? "QUICK") as TMemberType,
    plan: plan
      ? { id: plan.id, name: plan.name, name_bn: plan.nameBn, ends_at: plan.endsAt ? new Date(plan.endsAt).toISOString() : null }
      : null,
    kyc_status: kyc,
    ytm_verified_on: row.ytmVerifiedAt ? indiaToday(new Date(row.ytmVerifiedAt)) : null,
    match_filter: matchFilter,
    match_query: matchQuery,
  };
}
