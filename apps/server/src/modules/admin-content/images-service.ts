import { and, eq, sql } from "drizzle-orm";
import { intRow, queryRows, schema, type Database } from "@app/db";
import type { TContentImage } from "@app/contract";
import { fieldError, notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { commitStaged, type Storage } from "../../providers/storage/index.ts";
import { imageKeys, processImage, removeImages, stageImages } from "../media/image-service.ts";
import type { Audit } from "./audit.ts";

const { contentImages: images } = schema;
type ImageRow = typeof images.$inferSelect;

export const contentImageUrl = (id: string, variant: "main" | "medium" | "thumb" = "medium") =>
  `/api/content-images/${id}${variant === "main" ? "" : `/${variant}`}`;

export const toContentImage = (id: string): TContentImage => ({
  id,
  url: contentImageUrl(id, "main"),
  mediumUrl: contentImageUrl(id, "medium"),
  thumbUrl: contentImageUrl(id, "thumb"),
});

/**
 * Pictures an admin uploads for the site's content: checked and re-encoded like a member's photo
 * (the same sharp pipeline: full size, 1080 px WebP, thumbnail), staged, then committed with their
 * row so the storage sweep keeps them; served in public by their random id.
 */
export function createContentImagesService(d: { db: Database; clock: Clock; storage: Storage; audit: Audit }) {
  async function upload(adminId: number, file: Buffer, name: string): Promise<TContentImage> {
    const processed = await processImage(file, { name, field: "file" });
    const [stored] = await stageImages(d.storage, [processed]);
    await commitStaged(d.storage, imageKeys([stored]), () =>
      d.db.transaction(async (tx) => {
        await tx.insert(images).values({
          id: stored.id,
          storageKey: stored.storageKey,
          mediumKey: stored.mediumKey,
          thumbKey: stored.thumbKey,
          width: stored.width,
          height: stored.height,
          bytes: stored.main.length,
          createdBy: adminId,
          createdAt: d.clock.now(),
        });
        await d.audit(tx, adminId, "content_image_uploaded", "content_image", stored.id, { name, bytes: stored.main.length });
      }),
    );
    return toContentImage(stored.id);
  }

  /** Throws the form's field error when the id names no uploaded picture. */
  async function mustExist(exec: Database, id: string | null | undefined) {
    if (!id) return;
    const [row] = await exec.select({ id: images.id }).from(images).where(eq(images.id, id));
    if (!row) throw fieldError("imageId", "Unknown picture");
  }

  /**
   * Deletes the picture's row when no post or story names it any more (inside the caller's
   * transaction); returns its files for `removeFiles` after the commit.
   */
  async function releaseIfUnused(tx: Database, id: string | null | undefined): Promise<ImageRow | null> {
    if (!id) return null;
    const [used] = await queryRows(
      tx,
      intRow("n"),
      sql`select (select count(*) from blog_posts where image_id = ${id}) + (select count(*) from success_stories where image_id = ${id}) as n`,
    );
    if (used.n > 0) return null;
    const [row] = await tx
      .delete(images)
      .where(and(eq(images.id, id)))
      .returning();
    return row ?? null;
  }

  async function removeFiles(rows: (ImageRow | null)[]) {
    await removeImages(
      d.storage,
      rows.filter((r): r is ImageRow => r !== null),
    );
  }

  async function serve(id: string, variant: "main" | "medium" | "thumb") {
    const [row] = await d.db.select().from(images).where(eq(images.id, id));
    if (!row) throw notFound("Picture not found");
    const key = variant === "main" ? row.storageKey : variant === "medium" ? row.mediumKey : row.thumbKey;
    const data = await d.storage.get(key);
    if (!data) throw notFound("Picture not found");
    return { data, mime: variant === "main" ? "image/jpeg" : "image/webp" };
  }

  return { upload, mustExist, releaseIfUnused, removeFiles, serve };
}
export type ContentImagesService = ReturnType<typeof createContentImagesService>;
