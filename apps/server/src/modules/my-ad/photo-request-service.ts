import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import { photoRequestStatuses, type TPhotoRequest } from "@app/contract";
import { badRequest, notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { int, text, time } from "../../lib/rows.ts";
import { requireAd } from "../profiles/detail-service.ts";
import { cardThumb, photoAccess } from "../profiles/photo-access-service.ts";
import type { MediaLinks } from "../media/links-service.ts";

const ZRow = z.object({
  otherId: int,
  id: int,
  status: z.enum(photoRequestStatuses),
  createdAt: time,
  decidedAt: time.nullable(),
  profileId: text,
  name: text,
  thumbId: text.nullable(),
});
type Row = z.infer<typeof ZRow>;
const toRequest = (r: Row, thumbUrl: string | null): TPhotoRequest => ({
  id: r.id,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
  profile: { profileId: r.profileId, name: r.name, thumbUrl },
});

/** "May I see your photos?": one request per pair of members; the owner accepts or declines. */
export function createPhotoRequestService(d: { db: Database; clock: Clock; links: MediaLinks }) {
  async function send(requesterId: number, adId: string): Promise<{ request: TPhotoRequest; alreadyRequested: boolean }> {
    const ad = await requireAd(d.db, adId);
    if (ad.userId === requesterId) throw badRequest("This is your own ad");
    const inserted = await d.db
      .insert(schema.photoRequests)
      .values({ requesterId, ownerId: ad.userId, createdAt: d.clock.now() })
      .onConflictDoNothing()
      .returning({ id: schema.photoRequests.id });
    const [row] = (await list(requesterId)).sent.filter((r) => r.profile.profileId === ad.profileId);
    return { request: row, alreadyRequested: inserted.length === 0 };
  }

  /** Sent requests name the owner; received ones name the requester (their ad's approved thumbnail, if any). */
  async function list(userId: number): Promise<{ sent: TPhotoRequest[]; received: TPhotoRequest[] }> {
    const q = (mine: "requester_id" | "owner_id", other: "requester_id" | "owner_id") =>
      queryRows(
        d.db,
        ZRow,
        sql`select u.id as "otherId", r.id, r.status, r.created_at as "createdAt", r.decided_at as "decidedAt", p.profile_id as "profileId", u.name, a.thumb_id as "thumbId"
            from photo_requests r join users u on u.id = r.${sql.raw(other)} join profiles p on p.user_id = u.id left join ads a on a.user_id = u.id
            where r.${sql.raw(mine)} = ${userId} order by r.created_at desc, r.id desc limit 200`,
      );
    const [sent, received] = await Promise.all([q("requester_id", "owner_id"), q("owner_id", "requester_id")]);
    // The lists show the other member's thumbnail only where this member may see their photos.
    const photos = await photoAccess(
      d.db,
      [...sent, ...received].map((r) => r.otherId),
      userId,
    );
    const present = (r: Row) => toRequest(r, cardThumb(d.links, photos, r.otherId, r.thumbId));
    return { sent: sent.map(present), received: received.map(present) };
  }

  /** Only the owner answers; a declined request may be accepted later and vice versa. */
  async function respond(ownerId: number, requestId: number, status: "accepted" | "declined") {
    const [row] = await d.db
      .update(schema.photoRequests)
      .set({ status, decidedAt: d.clock.now() })
      .where(and(eq(schema.photoRequests.id, requestId), eq(schema.photoRequests.ownerId, ownerId)))
      .returning({ id: schema.photoRequests.id });
    if (!row) throw notFound("Photo request not found");
    return list(ownerId);
  }

  return { send, list, respond };
}
export type PhotoRequestService = ReturnType<typeof createPhotoRequestService>;
