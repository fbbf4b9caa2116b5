import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TEditInQueue, TOpenReport, TPendingKyc, TPendingMedia } from "@app/contract";
import { badRequest, conflict, notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import type { ContactView } from "../../lib/contact-mask.ts";
import { countRow, int, text, time } from "../../lib/rows.ts";
import type { Storage } from "../../providers/storage/index.ts";
import { phoneSearchDigits, searchCondition } from "../admin-members/search-service.ts";
import type { MemberStatusService } from "../admin-members/status-service.ts";
import { verifyKyc } from "../dashboard/kyc-service.ts";
import type { MediaLinks } from "../media/links-service.ts";
import type { PhotosService } from "../my-ad/photos-service.ts";
import type { MyAdService } from "../my-ad/service.ts";
import type { VideoService } from "../my-ad/video-service.ts";
import type { Notice, Notifier } from "../notifications/service.ts";
import { likeEscape } from "../rr/members-service.ts";
import { moderationCounts } from "./counts-service.ts";
import { createNewAdsQueue } from "./new-ads-service.ts";

type Deps = {
  db: Database;
  clock: Clock;
  storage: Storage;
  links: MediaLinks;
  notifier: Notifier;
  memberStatus: MemberStatusService;
  myAd: MyAdService;
  photos: PhotosService;
  videos: VideoService;
  /** Within how many hours a new ad should be reviewed (`NEW_AD_REVIEW_HOURS`; decision 0018). */
  newAdReviewHours: number;
};
export type Decision = "approve" | "reject";
/** A queue's page, its search box's text (`q`), and what the admin may search contact details by (`lib/contact-mask.ts`). */
type Paging = { page: number; limit: number; q?: string; view: ContactView };

const ZMember = { memberId: int, profileId: text.nullable(), name: text, status: text };
const member = (r: { memberId: number; profileId: string | null; name: string; status: string }) => ({
  id: r.memberId,
  profileId: r.profileId,
  name: r.name,
  status: r.status,
});
const memberJoin = sql`join users u on u.id = q.user_id left join profiles p on p.user_id = u.id`;
const memberCols = sql`u.id as "memberId", p.profile_id as "profileId", u.name, u.account_status as status`;

/**
 * A queue's search box, on the member joined as `u` and `p`: what the member list's search finds
 * (`searchCondition`: the ad number, the phone number, the e-mail, name words), and also the
 * beginning of the ad number ("B20"), any part of the name, and the mobile number's last digits: the
 * last 4–10 for a super admin, for a moderator only the last four, which the masked number shows
 * (more would let the number be read digit by digit; decision 0009). `%`, `_` and `\` match
 * themselves. It is tested on the queue's own rows (the cheap per-row form), never over every
 * member: a queue is short.
 */
function queueSearch(term: string, view: ContactView): SQL {
  const t = term.trim();
  const also: SQL[] = [sql`u.name ilike ${`%${likeEscape(t)}%`}`];
  if (/^[bg]\d{1,12}$/i.test(t)) also.push(sql`p.profile_id like ${`${t.toUpperCase()}%`}`);
  const digits = phoneSearchDigits(t);
  if (digits && (view === "full" ? /^\d{4,10}$/ : /^\d{4}$/).test(digits)) also.push(sql`u.phone like ${`%${digits}`}`);
  return sql`(${searchCondition(t, view).scan} or ${sql.join(also, sql` or `)})`;
}
/** The search as a condition on a queue's member (`u`, `p`); `true` when the box is empty. */
const matching = (p: Paging) => (p.q ? queueSearch(p.q, p.view) : sql`true`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const needReason = () =>
  badRequest("Please give a reason the member will see", [{ field: "reason", message: "Please give a reason the member will see" }]);

function note(template: string, text: string, bn: string): Notice {
  return {
    template,
    sms: `Shubho Bibaho: ${text}`,
    email: { subject: "Shubho Bibaho: about your ad", text },
    bn: { sms: `শুভ বিবাহ: ${bn}`, email: { subject: "শুভ বিবাহ: আপনার বিজ্ঞাপন সম্পর্কে", text: bn } },
  };
}

/**
 * The moderation queues: new ads, pending edits, photos, videos, KYC documents and reports. Each
 * decision is made once (the row is locked or changed conditionally), audited with the admin and
 * the reason, and the member is told through the notification outbox in the same transaction.
 */
export function createModerationService(d: Deps) {
  const audit = (tx: Database, adminId: number, action: string, subjectType: string, subjectId: string, details: Record<string, unknown>) =>
    tx
      .insert(schema.auditLog)
      .values({ actorType: "admin", actorId: adminId, action, subjectType, subjectId, details, createdAt: d.clock.now() });

  const page = (p: Paging) => sql`limit ${p.limit} offset ${(p.page - 1) * p.limit}`;
  /** A queue's total: the plain count of what waits, or with a search the rows it keeps (`from … where` as the page's). */
  const total = async (p: Paging, plain: SQL, from: SQL) => {
    const [{ n }] = await queryRows(d.db, countRow, p.q ? sql`select count(*)::int as n from ${from} and ${matching(p)}` : plain);
    return n;
  };

  // ---------- New ads (decision 0018) ----------

  const newAds = createNewAdsQueue({ ...d, reviewHours: d.newAdReviewHours });

  // ---------- Pending edits (name, date of birth, gender) ----------

  const editsFrom = sql`ad_pending_edits q ${memberJoin} where q.status = 'pending' and u.account_status <> 'deleted'`;
  async function pendingEdits(p: Paging): Promise<{ items: TEditInQueue[]; total: number }> {
    const rows = await queryRows(
      d.db,
      z.object({
        id: int,
        ...ZMember,
        dateOfBirth: text.nullable(),
        gender: text.nullable(),
        proposed: z.object({ name: z.string().optional(), dateOfBirth: z.string().optional(), gender: z.string().optional() }),
        submittedAt: time,
      }),
      sql`select q.id, ${memberCols}, p.date_of_birth::text as "dateOfBirth", p.gender, q.proposed, q.submitted_at as "submittedAt"
          from ${editsFrom} and ${matching(p)} order by q.submitted_at, q.id ${page(p)}`,
    );
    const n = await total(p, sql`select count(*)::int as n from ad_pending_edits where status = 'pending'`, editsFrom);
    return {
      items: rows.map((r) => ({
        id: r.id,
        member: member(r),
        current: { name: r.name, dateOfBirth: r.dateOfBirth, gender: r.gender },
        proposed: r.proposed,
        submittedAt: r.submittedAt.toISOString(),
      })),
      total: n,
    };
  }

  async function decideEdit(adminId: number, editId: number, decision: Decision, reason?: string) {
    if (decision === "reject" && !reason?.trim()) throw needReason();
    const [edit] = await queryRows(
      d.db,
      z.object({ userId: int }),
      sql`select user_id as "userId" from ad_pending_edits where id = ${editId} and status = 'pending'`,
    );
    if (!edit) throw conflict("This change was already decided or replaced");
    await d.myAd.decidePendingEdit(edit.userId, decision === "approve" ? "approved" : "rejected", adminId, reason?.trim(), {
      editId,
      after: async (tx, proposed) => {
        const fields = Object.keys(proposed)
          .map((k) => ({ name: "name", dateOfBirth: "date of birth", gender: "gender" })[k] ?? k)
          .join(", ");
        await d.notifier.enqueue(
          tx,
          edit.userId,
          decision === "approve"
            ? note(
                "moderation.edit.approved",
                `your change to ${fields} is approved and now shows on your ad.`,
                `আপনার বিজ্ঞাপনে ${fields} পরিবর্তন অনুমোদিত হয়েছে এবং এখন বিজ্ঞাপনে দেখা যাচ্ছে।`,
              )
            : note(
                "moderation.edit.rejected",
                `your change to ${fields} was not approved. Reason: ${reason?.trim()}`,
                `আপনার বিজ্ঞাপনে ${fields} পরিবর্তন অনুমোদিত হয়নি। কারণ: ${reason?.trim()}`,
              ),
        );
      },
    });
  }

  // ---------- Photos and videos ----------

  async function pendingMedia(kind: "photo" | "video", p: Paging): Promise<{ items: TPendingMedia[]; total: number }> {
    const from = sql`media q ${memberJoin} where q.review_status = 'pending' and q.kind = ${kind}`;
    const rows = await queryRows(
      d.db,
      z.object({ id: text, ...ZMember, mime: text, bytes: int, uploadedAt: time }),
      sql`select q.id::text, ${memberCols}, q.mime, q.bytes, q.created_at as "uploadedAt"
          from ${from} and ${matching(p)} order by q.created_at, q.id ${page(p)}`,
    );
    const n = await total(p, sql`select count(*)::int as n from media where review_status = 'pending' and kind = ${kind}`, from);
    return {
      items: rows.map((r) => ({
        id: r.id,
        kind,
        member: member(r),
        // Pending media is never public: the admin's screen gets signed, expiring addresses.
        url: d.links.url(r.id, false),
        thumbUrl: kind === "photo" ? d.links.thumb(r.id, false) : null,
        mime: r.mime,
        bytes: r.bytes,
        uploadedAt: r.uploadedAt.toISOString(),
      })),
      total: n,
    };
  }

  async function decideMedia(adminId: number, id: string, decision: Decision, reason?: string) {
    if (!UUID.test(id)) throw notFound("Not found");
    if (decision === "reject" && !reason?.trim()) throw needReason();
    const [m] = await queryRows(d.db, z.object({ kind: z.enum(["photo", "video"]) }), sql`select kind from media where id = ${id}::uuid`);
    if (!m) throw notFound("Not found");
    const verdict = decision === "approve" ? "approved" : "rejected";
    const after = async (tx: Database, userId: number) => {
      await audit(tx, adminId, `${m.kind}.${verdict}`, "media", id, { userId, reason: reason?.trim() ?? null });
      await d.notifier.enqueue(
        tx,
        userId,
        decision === "approve"
          ? note(
              `moderation.${m.kind}.approved`,
              `your new ${m.kind} is approved and now shows on your ad.`,
              `আপনার নতুন ${m.kind === "photo" ? "ছবি" : "ভিডিও"} অনুমোদিত হয়েছে এবং এখন বিজ্ঞাপনে দেখা যাচ্ছে।`,
            )
          : note(
              `moderation.${m.kind}.rejected`,
              `your new ${m.kind} was not approved. Reason: ${reason?.trim()}`,
              `আপনার নতুন ${m.kind === "photo" ? "ছবি" : "ভিডিও"} অনুমোদিত হয়নি। কারণ: ${reason?.trim()}`,
            ),
      );
    };
    const why = reason?.trim();
    const changed = m.kind === "photo" ? await d.photos.review(id, verdict, after, why) : await d.videos.review(id, verdict, after, why);
    if (!changed) throw conflict("This item was already decided");
  }

  // ---------- KYC documents ----------

  const kycFrom = sql`kyc_documents q ${memberJoin} where q.status = 'pending'`;
  async function pendingKyc(p: Paging): Promise<{ items: TPendingKyc[]; total: number }> {
    const rows = await queryRows(
      d.db,
      z.object({ id: text, ...ZMember, docType: text, mime: text, bytes: int, uploadedAt: time }),
      sql`select q.id::text, ${memberCols}, q.doc_type as "docType", q.mime, q.bytes, q.created_at as "uploadedAt"
          from ${kycFrom} and ${matching(p)} order by q.created_at, q.id ${page(p)}`,
    );
    const n = await total(p, sql`select count(*)::int as n from kyc_documents where status = 'pending'`, kycFrom);
    return {
      items: rows.map((r) => ({
        id: r.id,
        member: member(r),
        docType: r.docType,
        kind: r.mime === "application/pdf" ? ("pdf" as const) : ("image" as const),
        bytes: r.bytes,
        uploadedAt: r.uploadedAt.toISOString(),
      })),
      total: n,
    };
  }

  /** Approval goes through `verifyKyc`, which grants the KYC bonus once per member whatever runs at the same time. */
  async function decideKyc(adminId: number, id: string, decision: Decision, reason?: string) {
    if (!UUID.test(id)) throw notFound("KYC document not found");
    if (decision === "reject" && !reason?.trim()) throw needReason();
    const result = await verifyKyc(
      d.db,
      d.clock,
      id,
      adminId,
      decision === "approve" ? "verified" : "rejected",
      reason?.trim(),
      async (tx, userId, points) =>
        d.notifier.enqueue(
          tx,
          userId,
          decision === "approve"
            ? note(
                "moderation.kyc.verified",
                `your KYC document is verified${points ? ` and ${points} proposal points were added` : ""}.`,
                `আপনার কেওয়াইসি নথি যাচাই হয়েছে${points ? ` এবং ${points}টি প্রস্তাব-পয়েন্ট যোগ হয়েছে` : ""}।`,
              )
            : note(
                "moderation.kyc.rejected",
                `your KYC document could not be verified. Reason: ${reason?.trim()}`,
                `আপনার কেওয়াইসি নথি যাচাই করা গেল না। কারণ: ${reason?.trim()}`,
              ),
        ),
    );
    if (!result.changed) throw conflict("This document was already decided");
    return result;
  }

  /** The document file itself, for the admin's review screen only (never a public address). */
  async function kycFile(id: string) {
    if (!UUID.test(id)) throw notFound("KYC document not found");
    const [doc] = await queryRows(
      d.db,
      z.object({ key: text, mime: text }),
      sql`select storage_key as key, mime from kyc_documents where id = ${id}::uuid`,
    );
    const file = doc ? await d.storage.stream(doc.key) : null;
    if (!doc || !file) throw notFound("KYC document not found");
    return { ...file, mime: doc.mime };
  }

  // ---------- Reports ----------

  const reportsFrom = sql`(select r.*, r.ad_user_id as user_id from reports r where r.status = 'open') q ${memberJoin}`;
  /** A report is found by the reported member or by the member who reported it. */
  const reportMatching = (p: Paging) =>
    p.q
      ? sql`(${matching(p)} or exists (select 1 from users u left join profiles p on p.user_id = u.id where u.id = q.reporter_id and ${matching(p)}))`
      : sql`true`;
  async function openReports(p: Paging): Promise<{ items: TOpenReport[]; total: number }> {
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
        ...ZMember,
      }),
      sql`select q.id, q.reason, q.details, q.created_at as "createdAt",
                 ru.id as "rId", rp.profile_id as "rProfileId", ru.name as "rName", ru.account_status as "rStatus", ${memberCols}
          from ${reportsFrom} join users ru on ru.id = q.reporter_id left join profiles rp on rp.user_id = ru.id
          where ${reportMatching(p)} order by q.created_at, q.id ${page(p)}`,
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
        member: member(r),
        reason: r.reason,
        details: r.details,
        createdAt: r.createdAt.toISOString(),
      })),
      total: n,
    };
  }

  /** Dismiss, warn the member, or suspend the ad (which closes every open report against it). */
  async function decideReport(adminId: number, id: number, action: "dismiss" | "warn" | "suspend", reason?: string) {
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
          note(
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
          note(
            "moderation.report.reviewed",
            `thank you for your report on ad ${ad}. Our team has reviewed it.`,
            `বিজ্ঞাপন ${ad} নিয়ে অভিযোগ জানানোর জন্য ধন্যবাদ। আমাদের দল বিষয়টি খতিয়ে দেখেছে।`,
          ),
        );
    });
  }

  /** Runs a decision, delivers the notices it wrote, and answers the queues' new counts for the menu. */
  async function decided(run: Promise<unknown>) {
    await run;
    void d.notifier.flush();
    return { decided: true as const, counts: await moderationCounts(d.db) };
  }

  return {
    counts: () => moderationCounts(d.db),
    pendingAds: (p: Paging) => newAds.list({ page: p.page, limit: p.limit, matching: matching(p) }),
    pendingEdits,
    pendingMedia,
    pendingKyc,
    openReports,
    kycFile,
    decideAd: (a: number, id: number, dec: Decision, reason?: string) => decided(newAds.decide(a, id, dec, reason)),
    decideEdit: (a: number, id: number, dec: Decision, reason?: string) => decided(decideEdit(a, id, dec, reason)),
    decideMedia: (a: number, id: string, dec: Decision, reason?: string) => decided(decideMedia(a, id, dec, reason)),
    decideKyc: (a: number, id: string, dec: Decision, reason?: string) => decided(decideKyc(a, id, dec, reason)),
    decideReport: (a: number, id: number, action: "dismiss" | "warn" | "suspend", reason?: string) =>
      decided(decideReport(a, id, action, reason)),
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
