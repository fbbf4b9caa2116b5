import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import type { TOpenReport } from "@app/contract";
import { badRequest, conflict, notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { countRow, int, text, time } from "../../lib/rows.ts";
import type { MemberStatusService } from "../admin-members/status-service.ts";
import type { Notifier } from "../notifications/service.ts";
import * as queue from "./queue.ts";

export type ReportAction = "dismiss" | "warn" | "suspend";

const reportsFrom = sql`(select r.*, r.ad_user_id as user_id from reports r where r.status = 'open') q ${queue.memberJoin}`;
/** A report is found by the reported member or by the member who reported it. */
const reportMatching = (p: queue.Paging) =>
  p.q
    ? sql`(${queue.matching(p)} or exists (select 1 from users u left join profiles p on p.user_id = u.id where u.id = q.reporter_id and ${queue.matching(p)}))`
    : sql`true`;

/** Reports: the open ones, and the admin's answer to one, which tells the member and every reporter. */
export function createReportsReview(d: { db: Database; clock: Clock; notifier: Notifier; memberStatus: MemberStatusService }) {
  const audit = queue.decisionAudit(d.clock);

  async function openReports(p: queue.Paging): Promise<{ items: TOpenReport[]; total: number }> {
    const rows = await queryRows(
      d.db,
      z.object({
        id: int,
        reason: text,
        details: text.nullable(),
        createdAt: time,
        rId: int,
        rProfileId: text.nullable(),
        rName: text,
        rStatus: text,
        ...queue.ZMember,
      }),
      sql`select q.id, q.reason, q.details, q.created_at as "createdAt",
                 ru.id as "rId", rp.profile_id as "rProfileId", ru.name as "rName", ru.account_status as "rStatus", ${queue.memberCols}
          from ${reportsFrom} join users ru on ru.id = q.reporter_id left join profiles rp on rp.user_id = ru.id
          where ${reportMatching(p)} order by q.created_at, q.id ${queue.page(p)}`,
    );
    const [{ n }] = await queryRows(
      d.db,
      countRow,
      p.q
        ? sql`select count(*)::int as n from ${reportsFrom} where ${reportMatching(p)}`
        : sql`select count(*)::int as n from reports where status = 'open'`,
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        reporter: { id: r.rId, profileId: r.rProfileId, name: r.rName, status: r.rStatus },
        member: queue.member(r),
        reason: r.reason,
        details: r.details,
        createdAt: r.createdAt.toISOString(),
      })),
      total: n,
    };
  }

  /** Dismiss, warn the member, or suspend the ad (which closes every open report against it). */
  async function decideReport(adminId: number, id: number, action: ReportAction, reason?: string) {
    if (action !== "dismiss" && !reason?.trim())
      throw badRequest("Please give a reason", [{ field: "reason", message: "Please give a reason" }]);
    await d.db.transaction(async (tx) => {
      const [r] = await queryRows(
        tx,
        z.object({ status: text, adUserId: int, reporterId: int, profileId: text.nullable(), memberStatus: text }),
        sql`select r.status, r.ad_user_id as "adUserId", r.reporter_id as "reporterId", p.profile_id as "profileId", u.account_status as "memberStatus"
            from reports r join users u on u.id = r.ad_user_id left join profiles p on p.user_id = r.ad_user_id
            where r.id = ${id} for update of r`,
      );
      if (!r) throw notFound("Report not found");
      if (r.status !== "open") throw conflict("This report was already handled");
      const now = d.clock.now();
      const resolution = { dismiss: "dismissed", warn: "warned", suspend: "suspended" }[action];
      const status = action === "dismiss" ? "dismissed" : "actioned";
      const closeWhere = action === "suspend" ? sql`ad_user_id = ${r.adUserId} and status = 'open'` : sql`id = ${id}`;
      const closed = await queryRows(
        tx,
        z.object({ reporterId: int }),
        sql`update reports set status = ${status}, resolution = ${resolution}, reviewed_at = ${now.toISOString()}::timestamptz, reviewed_by = ${adminId}
            where ${closeWhere} returning reporter_id as "reporterId"`,
      );
      await audit(tx, adminId, `report.${resolution}`, "member", String(r.adUserId), { reportId: id, reason: reason?.trim() ?? null });
      const ad = r.profileId ?? "the ad";
      if (action === "warn")
        await d.notifier.enqueue(
          tx,
          r.adUserId,
          queue.note(
            "moderation.report.warning",
            `your ad ${ad} was reported and reviewed. Please follow our guidelines: ${reason?.trim()}`,
            `আপনার বিজ্ঞাপন ${ad} নিয়ে অভিযোগ এসেছিল, আমরা তা খতিয়ে দেখেছি। অনুগ্রহ করে আমাদের নির্দেশিকা মেনে চলুন: ${reason?.trim()}`,
          ),
        );
      if (action === "suspend" && r.memberStatus !== "suspended" && r.memberStatus !== "deleted")
        await d.memberStatus.apply(tx, r.adUserId, { action: "suspend", reason }, { type: "admin", id: adminId });
      for (const reporterId of new Set(closed.map((c) => c.reporterId)))
        await d.notifier.enqueue(
          tx,
          reporterId,
          queue.note(
            "moderation.report.reviewed",
            `thank you for your report on ad ${ad}. Our team has reviewed it.`,
            `বিজ্ঞাপন ${ad} নিয়ে অভিযোগ জানানোর জন্য ধন্যবাদ। আমাদের দল বিষয়টি খতিয়ে দেখেছে।`,
          ),
        );
    });
  }

  return {
    openReports,
    decideReport: (a: number, id: number, action: ReportAction, reason?: string) => queue.decided(d, decideReport(a, id, action, reason)),
  };
}
export type ReportsReview = ReturnType<typeof createReportsReview>;
