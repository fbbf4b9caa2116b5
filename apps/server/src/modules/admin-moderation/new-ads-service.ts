import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TPendingAd } from "@app/contract";
import { conflict } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { countRow, int, text, time } from "../../lib/rows.ts";
import type { MemberStatusService } from "../admin-members/status-service.ts";
import type { MediaLinks } from "../media/links-service.ts";
import type { Notifier } from "../notifications/service.ts";
import { awaitingConsent } from "../rr/add-member-service.ts";
import { decided, matching, needReason, type Decision, type Paging } from "./queue.ts";

/**
 * What the New Ads queue holds (decision 0018): every ad whose review is still open (`ad_reviews`,
 * written with the member: self-registered, RR-added or admin-added), live or not, and any member
 * waiting as `pending_verification` (an RR's ad before its member confirms it). Erased members never.
 */
export const waitingForReview = sql`u.account_status <> 'deleted' and (u.account_status = 'pending_verification'
  or exists (select 1 from ad_reviews r where r.user_id = u.id and r.reviewed_at is null))`;

const ZRow = z.object({
  memberId: int,
  profileId: text.nullable(),
  name: text,
  status: text,
  gender: text.nullable(),
  dateOfBirth: text.nullable(),
  community: text.nullable(),
  profession: text.nullable(),
  photoId: text.nullable(),
  registeredAt: time,
  waitingSince: time,
  awaitingConsent: z.boolean(),
});

/**
 * New Ads: new ads are live at once and reviewed afterwards, within `reviewHours` (decision 0018).
 * Approving a live ad closes its review; approving one that waits (`pending_verification`) also puts
 * it live, as before. Rejecting takes the ad out of circulation (Inactive) with the reason, which
 * the member is told. Each review is closed once: a second decision answers 409.
 */
export function createNewAdsReview(d: {
  db: Database;
  clock: Clock;
  links: MediaLinks;
  notifier: Notifier;
  memberStatus: MemberStatusService;
  reviewHours: number;
}) {
  async function list(p: Paging): Promise<{ items: TPendingAd[]; total: number }> {
    const where = sql`${waitingForReview} and ${matching(p)}`;
    const rows = await queryRows(
      d.db,
      ZRow,
      sql`select u.id as "memberId", p.profile_id as "profileId", u.name, u.account_status as status, p.gender,
            p.date_of_birth::text as "dateOfBirth", p.community, p.profession, u.created_at as "registeredAt",
            coalesce((select r.created_at from ad_reviews r where r.user_id = u.id), u.created_at) as "waitingSince",
            ${awaitingConsent(sql`u.id`)} as "awaitingConsent",
            (select m.id::text from media m where m.user_id = u.id and m.kind = 'photo' and m.review_status <> 'rejected' order by m.position limit 1) as "photoId"
          from users u left join profiles p on p.user_id = u.id
          where ${where}
          order by "waitingSince", u.id limit ${p.limit} offset ${(p.page - 1) * p.limit}`,
    );
    const [{ n }] = await queryRows(
      d.db,
      countRow,
      sql`select count(*)::int as n from users u left join profiles p on p.user_id = u.id where ${where}`,
    );
    const due = d.clock.now().getTime() - d.reviewHours * 3_600_000;
    return {
      items: rows.map((r) => ({
        member: { id: r.memberId, profileId: r.profileId, name: r.name, status: r.status },
        gender: r.gender,
        dateOfBirth: r.dateOfBirth,
        community: r.community,
        profession: r.profession,
        photo: r.photoId ? d.links.thumb(r.photoId, false) : null,
        registeredAt: r.registeredAt.toISOString(),
        awaitingConsent: r.awaitingConsent,
        live: r.status === "active" || r.status === "temporary_active",
        waitingSince: r.waitingSince.toISOString(),
        overdue: r.waitingSince.getTime() < due,
      })),
      total: n,
    };
  }

  async function decide(adminId: number, userId: number, decision: Decision, reason?: string) {
    if (decision === "reject" && !reason?.trim()) throw needReason();
    const now = d.clock.now();
    await d.db.transaction(async (tx) => {
      const [m] = await queryRows(
        tx,
        z.object({ status: text, open: z.boolean() }),
        sql`select u.account_status as status,
                   exists (select 1 from ad_reviews r where r.user_id = u.id and r.reviewed_at is null) as open
            from users u where u.id = ${userId} for update`,
      );
      if (!m || m.status === "deleted" || (!m.open && m.status !== "pending_verification"))
        throw conflict("This ad is no longer waiting for approval");
      const actor = { type: "admin" as const, id: adminId };
      // A waiting ad goes live on approval (the status machine refuses an RR's ad its member has not confirmed, 409).
      if (decision === "approve" && m.status === "pending_verification")
        await d.memberStatus.apply(tx, userId, { action: "activate", reason }, actor);
      if (decision === "reject") await d.memberStatus.apply(tx, userId, { action: "set", to: "inactive", reason }, actor);
      if (m.open) {
        await tx.execute(
          sql`update ad_reviews set reviewed_at = ${now.toISOString()}::timestamptz, reviewed_by = ${adminId},
                decision = ${decision === "approve" ? "approved" : "rejected"}
              where user_id = ${userId} and reviewed_at is null`,
        );
        await tx.insert(schema.auditLog).values({
          actorType: "admin",
          actorId: adminId,
          action: decision === "approve" ? "ad.review_approved" : "ad.review_rejected",
          subjectType: "member",
          subjectId: String(userId),
          details: reason?.trim() ? { reason: reason.trim() } : {},
          createdAt: now,
        });
      }
    });
  }

  return {
    pendingAds: list,
    decideAd: (a: number, id: number, dec: Decision, reason?: string) => decided(d, decide(a, id, dec, reason)),
  };
}
export type NewAdsReview = ReturnType<typeof createNewAdsReview>;
