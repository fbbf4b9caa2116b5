import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import { galleryLimit, type TMyPhoto } from "@app/contract";
import { badRequest, fieldError } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { commitStaged, type Storage } from "../../providers/storage/index.ts";
import { imageKeys, processImage, removeImages, stageImages } from "../media/image-service.ts";
import { grantBonus } from "../points/service.ts";
import { dismissRefusal, listRefused } from "./refusal-service.ts";
import { listPhotos } from "./gallery.ts";
import type { MediaLinks } from "../media/links-service.ts";

type Deps = { db: Database; clock: Clock; storage: Storage; links: MediaLinks };

const TOO_MANY = `You can have at most ${galleryLimit} photos. Delete one before adding another.`;

/** The member's gallery: new photos wait for approval; the first position is the poster. */
export function createPhotosService(d: Deps) {
  const activePhotos = (userId: number) =>
    and(eq(schema.media.userId, userId), eq(schema.media.kind, "photo"), ne(schema.media.reviewStatus, "rejected"));

  /** Adds one photo at the end of the gallery. Checks, re-encodes and stores it; nothing is left behind on failure. */
  async function add(
    userId: number,
    file: Buffer,
    name = "Photo 1",
  ): Promise<{ photo: TMyPhoto; photos: TMyPhoto[]; bonusGranted: boolean }> {
    const [{ n }] = await d.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.media)
      .where(activePhotos(userId));
    if (n >= galleryLimit) throw fieldError("file", TOO_MANY);
    const processed = await processImage(file, { name, field: "file" });
    const [stored] = await stageImages(d.storage, [processed]);
    const bonusGranted = await commitStaged(d.storage, imageKeys([stored]), () =>
      d.db.transaction(async (tx) => {
        // Serialise a member's uploads so two at once cannot pass the limit together.
        await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, userId)).for("update");
        const [{ count, next }] = await tx
          .select({ count: sql<number>`count(*)::int`, next: sql<number>`coalesce(max(${schema.media.position}) + 1, 0)::int` })
          .from(schema.media)
          .where(activePhotos(userId));
        if (count >= galleryLimit) throw fieldError("file", TOO_MANY);
        await tx.insert(schema.media).values({
          id: stored.id,
          userId,
          kind: "photo",
          storageKey: stored.storageKey,
          thumbKey: stored.thumbKey,
          mediumKey: stored.mediumKey,
          mime: stored.mime,
          width: stored.width,
          height: stored.height,
          bytes: stored.main.length,
          position: next,
          reviewStatus: "pending",
          createdAt: d.clock.now(),
        });
        return grantBonus(tx, userId, "pictures");
      }),
    );
    const photos = await listPhotos(d.db, d.links, userId);
    return { photo: photos.find((p) => p.id === stored.id)!, photos, bonusGranted };
  }

  /** Sets the gallery to exactly these photos in this order (first = poster); the others are deleted. */
  async function arrange(userId: number, ids: string[]): Promise<TMyPhoto[]> {
    const removed = await d.db.transaction(async (tx) => {
      const own = await tx
        .select({
          id: schema.media.id,
          storageKey: schema.media.storageKey,
          mediumKey: schema.media.mediumKey,
          thumbKey: schema.media.thumbKey,
        })
        .from(schema.media)
        .where(activePhotos(userId))
        .for("update");
      const ownIds = new Set(own.map((m) => m.id));
      const unknown = ids.filter((id) => !ownIds.has(id));
      if (unknown.length)
        throw badRequest("One of these photos is not in your gallery", [
          { field: "photos", message: "One of these photos is not in your gallery" },
        ]);
      const gone = own.filter((m) => !ids.includes(m.id));
      if (gone.length) {
        await tx.delete(schema.media).where(
          inArray(
            schema.media.id,
            gone.map((g) => g.id),
          ),
        );
      }
      for (const [position, id] of ids.entries()) await tx.update(schema.media).set({ position }).where(eq(schema.media.id, id));
      return gone;
    });
    await removeImages(
      d.storage,
      removed.map((m) => ({ storageKey: m.storageKey, mediumKey: m.mediumKey, thumbKey: m.thumbKey ?? "" })),
    );
    return listPhotos(d.db, d.links, userId);
  }

  /**
   * An admin approves or rejects a new photo; only approved photos appear in public. A refusal keeps
   * the admin's `reason` for the member. `after` runs in the same transaction (the admin's audit row
   * and the member's notice).
   */
  async function review(
    mediaId: string,
    decision: "approved" | "rejected",
    after?: (tx: Database, userId: number) => Promise<void>,
    reason?: string,
  ) {
    return d.db.transaction(async (tx) => {
      const [row] = await tx
        .update(schema.media)
        .set({ reviewStatus: decision, reviewedAt: d.clock.now(), reviewReason: decision === "rejected" ? (reason ?? null) : null })
        .where(and(eq(schema.media.id, mediaId), eq(schema.media.kind, "photo"), eq(schema.media.reviewStatus, "pending")))
        .returning({ id: schema.media.id, userId: schema.media.userId });
      if (row) await after?.(tx, row.userId);
      return Boolean(row);
    });
  }

  /** The refused photos and videos the member has not dismissed (refusal-service.ts). */
  const refused = (userId: number, kind?: "photo" | "video") => listRefused(d.db, d.links, userId, kind);
  /** Dismisses one and answers the member's other refusals of its kind. */
  async function dismiss(userId: number, id: string) {
    return refused(userId, await dismissRefusal(d.db, d.clock, userId, id));
  }

  return { add, arrange, review, refused, dismiss };
}
export type PhotosService = ReturnType<typeof createPhotosService>;
