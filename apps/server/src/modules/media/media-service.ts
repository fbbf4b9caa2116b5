import { eq } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import { notFound } from "../../http/errors.ts";
import type { ByteRange, Storage, StoredStream } from "../../providers/storage/index.ts";
import { photoRestriction } from "../profiles/photo-access-service.ts";
import type { MediaLinks } from "./links-service.ts";

export type MediaVariant = "main" | "medium" | "thumb";
/** The signed-URL query of a media request (both absent on a plain URL). */
export type MediaGrant = { exp?: string; sig?: string };
/** The file as a stream (a video is never read whole into memory), with its type and caching. */
export type MediaFile = StoredStream & { mime: string; cacheControl: string };

/**
 * Photos and videos are served by id only (never by path), with a safe content type, to whoever may
 * see them; everyone else gets the same 404 as for an unknown id, so an id reveals nothing.
 * - Public: approved photos of a member who shows photos to everyone, approved videos.
 * - A valid signed URL (links-service.ts), minted by the endpoints allowed to show the media.
 * - With a bearer token: the owner's own media; approved photos the viewer may see (photo-access-service.ts).
 * KYC documents are not media rows and are never served here.
 */
export function createMediaService(d: { db: Database; storage: Storage; links: MediaLinks }) {
  async function serve(id: string, variant: MediaVariant, grant: MediaGrant, viewer: number | null, range?: ByteRange): Promise<MediaFile> {
    const [row] = await d.db
      .select({
        userId: schema.media.userId,
        kind: schema.media.kind,
        reviewStatus: schema.media.reviewStatus,
        storageKey: schema.media.storageKey,
        thumbKey: schema.media.thumbKey,
        mediumKey: schema.media.mediumKey,
        mime: schema.media.mime,
        status: schema.users.accountStatus,
        visibility: schema.adDetails.photoVisibility,
      })
      .from(schema.media)
      .innerJoin(schema.users, eq(schema.users.id, schema.media.userId))
      .leftJoin(schema.adDetails, eq(schema.adDetails.userId, schema.media.userId))
      .where(eq(schema.media.id, id))
      .limit(1);
    if (!row || row.status === "suspended") throw notFound("Photo not found");

    let cacheControl: string;
    const approved = row.reviewStatus === "approved";
    if (grant.sig !== undefined || grant.exp !== undefined) {
      const left = d.links.verify(id, grant.exp, grant.sig);
      if (left === null) throw notFound("Photo not found");
      cacheControl = `private, max-age=${Math.min(left, 86_400)}`;
    } else if (approved && (row.kind === "video" || (row.visibility ?? "everyone") === "everyone")) {
      cacheControl = "public, max-age=3600";
    } else if (
      viewer !== null &&
      (viewer === row.userId || (approved && row.kind === "photo" && (await photoRestriction(d.db, row.userId, viewer)) === null))
    ) {
      cacheControl = "private, no-store";
    } else throw notFound("Photo not found");

    // A photo stored before its medium size existed answers with the full size.
    const webpKey = (variant === "thumb" ? row.thumbKey : variant === "medium" ? row.mediumKey : null) || null;
    const file = await d.storage.stream(webpKey ?? row.storageKey, range);
    if (!file) throw notFound("Photo not found");
    return { ...file, mime: webpKey ? "image/webp" : row.mime, cacheControl };
  }

  return { serve };
}
export type MediaService = ReturnType<typeof createMediaService>;
