import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import type { TPendingMedia } from "@app/contract";
import { conflict, notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { int, text, time } from "../../lib/rows.ts";
import type { MediaLinks } from "../media/links-service.ts";
import type { PhotosService } from "../my-ad/photos-service.ts";
import type { VideoService } from "../my-ad/video-service.ts";
import type { Notifier } from "../notifications/service.ts";
import * as queue from "./queue.ts";

/** New photos or videos waiting for review, oldest first. */
const uploads = (kind: "photo" | "video"): queue.Queue => ({
  from: sql`media q ${queue.memberJoin} where q.review_status = 'pending' and q.kind = ${kind}`,
  order: sql`q.created_at, q.id`,
  plain: sql`select count(*)::int as n from media where review_status = 'pending' and kind = ${kind}`,
});
const ZUpload = z.object({ id: text, ...queue.ZMember, mime: text, bytes: int, uploadedAt: time });

/**
 * New photos and videos: the queues, with signed addresses for the admin (pending media is never
 * public), and the decision, which the gallery's service applies once while the member is told.
 */
export function createMediaReview(d: {
  db: Database;
  clock: Clock;
  links: MediaLinks;
  notifier: Notifier;
  photos: PhotosService;
  videos: VideoService;
}) {
  const audit = queue.decisionAudit(d.clock);

  async function pendingMedia(kind: "photo" | "video", p: queue.Paging): Promise<{ items: TPendingMedia[]; total: number }> {
    const { rows, n } = await queue.queuePage(
      d.db,
      p,
      uploads(kind),
      ZUpload,
      sql`q.id::text, ${queue.memberCols}, q.mime, q.bytes, q.created_at as "uploadedAt"`,
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        kind,
        member: queue.member(r),
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

  async function decideMedia(adminId: number, id: string, decision: queue.Decision, reason?: string) {
    queue.checkUuidDecision(id, decision, reason, "Not found");
    const [m] = await queryRows(d.db, z.object({ kind: z.enum(["photo", "video"]) }), sql`select kind from media where id = ${id}::uuid`);
    if (!m) throw notFound("Not found");
    const verdict = decision === "approve" ? "approved" : "rejected";
    const after = async (tx: Database, userId: number) => {
      await audit(tx, adminId, `${m.kind}.${verdict}`, "media", id, { userId, reason: reason?.trim() ?? null });
      await d.notifier.enqueue(
        tx,
        userId,
        decision === "approve"
          ? queue.note(
              `moderation.${m.kind}.approved`,
              `your new ${m.kind} is approved and now shows on your ad.`,
              `আপনার নতুন ${m.kind === "photo" ? "ছবি" : "ভিডিও"} অনুমোদিত হয়েছে এবং এখন বিজ্ঞাপনে দেখা যাচ্ছে।`,
            )
          : queue.note(
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

  return {
    pendingMedia,
    decideMedia: (a: number, id: string, dec: queue.Decision, reason?: string) => queue.decided(d, decideMedia(a, id, dec, reason)),
  };
}
export type MediaReview = ReturnType<typeof createMediaReview>;
