import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TActivity, TAdminMemberDetail, TAdminRole } from "@app/contract";
import { notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { contactViewOf } from "../../lib/contact-mask.ts";
import { countRow, int, text, time } from "../../lib/rows.ts";
import type { MediaLinks } from "../media/links-service.ts";
import { memberRows } from "./service.ts";
import { allowedStatuses } from "./status-machine.ts";

const ZActivityRow = z.object({
  id: int,
  at: time,
  actorType: text,
  actorId: int.nullable(),
  actorName: text.nullable(),
  action: text,
  details: z.record(z.string(), z.unknown()).nullable(),
});

const activitySql = (userId: number) => sql`
  from audit_log l left join admins a on l.actor_type = 'admin' and a.id = l.actor_id
  where (l.subject_type = 'member' and l.subject_id = ${String(userId)}) or (l.actor_type = 'member' and l.actor_id = ${userId})`;

const toActivity = (r: z.infer<typeof ZActivityRow>): TActivity => ({ ...r, at: r.at.toISOString() });

const ZReportRow = z.object({
  id: int,
  reason: text,
  details: text.nullable(),
  status: text,
  otherProfileId: text.nullable(),
  createdAt: time,
});

/** Everything an admin sees about one member: the ad, media, plan, points, proposals, contact views, reports, history. */
export function createMemberDetailService(d: { db: Database; clock: Clock; links: MediaLinks }) {
  async function activities(userId: number, page: number, limit: number) {
    const rows = await queryRows(
      d.db,
      ZActivityRow,
      sql`select l.id, l.created_at as at, l.actor_type as "actorType", l.actor_id as "actorId", a.name as "actorName", l.action, l.details
          ${activitySql(userId)} order by l.created_at desc, l.id desc limit ${limit} offset ${(page - 1) * limit}`,
    );
    const [{ n }] = await queryRows(d.db, countRow, sql`select count(*)::int as n ${activitySql(userId)}`);
    return {
      activities: rows.map(toActivity),
      pagination: { page, limit, total: n, totalExact: true, totalPages: Math.max(1, Math.ceil(n / limit)), filtered: false },
    };
  }

  async function get(userId: number): Promise<TAdminMemberDetail> {
    const [u] = await queryRows(
      d.db,
      z.object({
        id: int,
        name: text,
        phone: text,
        email: text.nullable(),
        alternatePhone: text.nullable(),
        status: text,
        blocked: z.boolean(),
        createdAt: time,
        updatedAt: time,
        proposalPoints: int,
        ccp: int,
      }),
      sql`select id, name, phone, email, alternate_phone as "alternatePhone", account_status as status, (blocked_at is not null) as blocked,
                 created_at as "createdAt", updated_at as "updatedAt", proposal_points as "proposalPoints", ccp
          from users where id = ${userId} and account_status <> 'deleted'`,
    );
    if (!u) throw notFound("Member not found");
    // The one screen that shows a member's contact details whole to every admin (`show` audits a moderator's view).
    const [row] = await memberRows(d.db, d.clock, d.links, [userId], "full");
    if (!row) throw notFound("Member not found");
    const [ad] = await queryRows(
      d.db,
      z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
      sql`select p.profile_id as "profileId", p.gender, p.date_of_birth::text as "dateOfBirth", p.marital_status as "maritalStatus",
                 p.religion, p.community, p.caste, p.mother_tongue as "motherTongue", p.state, x.city, x.country,
                 p.profession, p.profession_detail as "professionDetail", p.highest_qualification as "highestQualification",
                 p.qualification_degree as "qualificationDegree", x.height_inches as "heightInches", x.income_band as "incomeBand",
                 x.working_with as "workingWith", x.about_myself as "aboutMyself", x.family, x.looking_for as "lookingFor",
                 p.advertiser_name as "advertiserName", p.relation_with_candidate as "relationWithCandidate",
                 coalesce(x.contact_visibility, 'phone') as "contactVisibility", coalesce(x.visibility, 'public') as visibility,
                 coalesce(x.photo_visibility, 'everyone') as "photoVisibility", to_char(x.ytm_verified_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "ytmVerifiedAt",
                 p.birth_time as "birthTime", p.birth_place_id as "birthPlaceId", p.birth_visibility as "birthVisibility",
                 p.moon_rashi as "moonRashi", p.moon_nakshatra as "moonNakshatra", p.moon_pada as "moonPada", p.moon_certain as "moonCertain",
                 p.lagna, p.mars_house_lagna as "marsHouseFromLagna", p.mars_house_moon as "marsHouseFromMoon", p.mangal_dosha as "mangalDosha"
          from profiles p left join ad_details x on x.user_id = p.user_id where p.user_id = ${userId}`,
    );
    const media = await queryRows(
      d.db,
      z.object({ id: text, kind: z.enum(["photo", "video"]), reviewStatus: text, createdAt: time }),
      sql`select id::text, kind, review_status as "reviewStatus", created_at as "createdAt" from media
          where user_id = ${userId} order by kind, position, created_at`,
    );
    const [plan] = await queryRows(
      d.db,
      z.object({ id: int, name: text.nullable(), endsAt: time.nullable() }),
      sql`select mp.plan_id as id, pl.name, mp.ends_at as "endsAt" from member_plans mp left join plans pl on pl.id = mp.plan_id
          where mp.user_id = ${userId} and mp.starts_at <= ${d.clock.now().toISOString()}::timestamptz
            and (mp.ends_at is null or mp.ends_at > ${d.clock.now().toISOString()}::timestamptz)
          order by mp.starts_at desc limit 1`,
    );
    const [counts] = await queryRows(
      d.db,
      z.object({ received: int, sent: int, accepted: int, viewsBy: int, viewsOf: int }),
      sql`select (select count(*) from proposals where receiver_id = ${userId}) as received,
                 (select count(*) from proposals where sender_id = ${userId}) as sent,
                 (select count(*) from proposals where (sender_id = ${userId} or receiver_id = ${userId}) and status = 'accepted') as accepted,
                 (select count(*) from contact_views where viewer_id = ${userId}) as "viewsBy",
                 (select count(*) from contact_views where ad_user_id = ${userId}) as "viewsOf"`,
    );
    const ledger = await queryRows(
      d.db,
      z.object({ at: time, kind: text, delta: int, balanceAfter: int, reason: text }),
      sql`select created_at as at, kind, delta, balance_after as "balanceAfter", reason from point_ledger
          where user_id = ${userId} order by created_at desc, id desc limit 50`,
    );
    const kyc = await queryRows(
      d.db,
      z.object({ id: text, docType: text, status: text, uploadedAt: time }),
      sql`select id::text, doc_type as "docType", status, created_at as "uploadedAt" from kyc_documents where user_id = ${userId} order by created_at desc`,
    );
    const [pending] = await queryRows(
      d.db,
      z.object({ id: int, proposed: z.record(z.string(), z.string()), submittedAt: time }),
      sql`select id, proposed, submitted_at as "submittedAt" from ad_pending_edits where user_id = ${userId} and status = 'pending'`,
    );
    const reports = (column: "ad_user_id" | "reporter_id", other: "ad_user_id" | "reporter_id") =>
      queryRows(
        d.db,
        ZReportRow,
        sql`select r.id, r.reason, r.details, r.status, p.profile_id as "otherProfileId", r.created_at as "createdAt"
            from reports r left join profiles p on p.user_id = r.${sql.raw(other)}
            where r.${sql.raw(column)} = ${userId} order by r.created_at desc limit 50`,
      );
    const iso = <T extends { createdAt: Date }>(r: T) => ({ ...r, createdAt: r.createdAt.toISOString() });

    return {
      id: u.id,
      name: u.name,
      gender: row.gender,
      phone_number: u.phone,
      email: u.email,
      date_of_birth: typeof ad?.dateOfBirth === "string" ? ad.dateOfBirth : null,
      is_verified: row.verificationStatus.mobile,
      is_active: u.status === "active" || u.status === "temporary_active",
      account_status: u.status,
      created_at: u.createdAt.toISOString(),
      updated_at: u.updatedAt.toISOString(),
      plan_info: { id: plan?.id ?? null, expires_at: plan?.endsAt?.toISOString() ?? null, name: plan?.name ?? null },
      profile_stats: {
        proposals_received: counts.received,
        proposals_sent: counts.sent,
        proposals_accepted: counts.accepted,
        contact_views_by: counts.viewsBy,
        contact_views_of: counts.viewsOf,
      },
      row,
      ad: ad ?? null,
      alternatePhone: u.alternatePhone,
      points: { proposal: u.proposalPoints, ccp: u.ccp },
      ledger: ledger.map((l) => ({ ...l, at: l.at.toISOString() })),
      media: media.map((m) => ({
        id: m.id,
        kind: m.kind,
        url: d.links.url(m.id, false),
        thumbUrl: m.kind === "photo" ? d.links.thumb(m.id, false) : null,
        reviewStatus: m.reviewStatus,
        uploadedAt: m.createdAt.toISOString(),
      })),
      kyc: kyc.map((k) => ({ ...k, uploadedAt: k.uploadedAt.toISOString() })),
      pendingEdit: pending ? { id: pending.id, proposed: pending.proposed, submittedAt: pending.submittedAt.toISOString() } : null,
      reportsAgainst: (await reports("ad_user_id", "reporter_id")).map(iso),
      reportsBy: (await reports("reporter_id", "ad_user_id")).map(iso),
      activities: (await activities(userId, 1, 50)).activities,
      allowedStatuses: allowedStatuses({ status: u.status, blocked: u.blocked, awaitingConsent: row.awaitingConsent }),
    };
  }

  /**
   * GET /api/users/{id}: the member's detail, contact details whole. A moderator sees them masked
   * everywhere else, so each of their views here is written to the audit log (who, when, from where)
   * before the answer leaves; a super admin's are not (decision 0009).
   */
  async function show(userId: number, admin: { id: number; role: TAdminRole }, ip: string) {
    const detail = await get(userId);
    if (contactViewOf(admin.role) === "masked")
      await d.db.insert(schema.auditLog).values({
        actorType: "admin",
        actorId: admin.id,
        action: "member.contact_viewed",
        subjectType: "member",
        subjectId: String(userId),
        details: { role: admin.role, ip },
        createdAt: d.clock.now(),
      });
    return detail;
  }

  /** 404 unless the member is there (not erased). */
  async function ensure(userId: number) {
    const [u] = await queryRows(
      d.db,
      z.object({ id: int }),
      sql`select id from users where id = ${userId} and account_status <> 'deleted'`,
    );
    if (!u) throw notFound("Member not found");
  }

  return { get, show, ensure, activities };
}
export type MemberDetailService = ReturnType<typeof createMemberDetailService>;
