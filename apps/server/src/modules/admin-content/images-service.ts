import { eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TContentImage } from "@app/contract";
import { fieldError, notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { text } from "../../lib/rows.ts";
import { arrayLiteral } from "../../lib/sql-arrays.ts";
import { commitStaged, type Storage } from "../../providers/storage/index.ts";
import { imageKeys, processImage, removeImages, stageImages } from "../media/image-service.ts";
import type { Audit } from "./audit.ts";

const { contentImages: images } = schema;
/** A deleted picture's files. */
type GoneImage = { id: string; storageKey: string; mediumKey: string; thumbKey: string };
const goneRow = z.object({ id: text, storageKey: text, mediumKey: text, thumbKey: text });
const idText = z.object({ id: text });

export const contentImageUrl = (id: string, variant: "main" | "medium" | "thumb" = "medium") =>
  `/api/content-images/${id}${variant === "main" ? "" : `/${variant}`}`;

export const toContentImage = (id: string): TContentImage => ({
  id,
  url: contentImageUrl(id, "main"),
  mediumUrl: contentImageUrl(id, "medium"),
  thumbUrl: contentImageUrl(id, "thumb"),
});

/** How long an uploaded picture that nothing names is kept: an editor still open may save it meanwhile. */
export const UNUSED_PICTURE_GRACE_MS = 24 * 60 * 60_000;

/** A picture's address in Markdown, relative or absolute, in any size; the same pattern is used in SQL (`picturesNamed`). */
const PICTURE_IN_TEXT = "content-images/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})";

/** The pictures a post's Markdown names: `/api/content-images/<id>` (any size, relative or absolute, any case). */
export const picturesIn = (markdown: string | null | undefined): string[] =>
  [...(markdown ?? "").matchAll(new RegExp(PICTURE_IN_TEXT, "gi"))].map((m) => m[1].toLowerCase());

/**
 * What a post or story names: its cover, and the texts (by form field) whose Markdown may show
 * pictures. A blog post: `imageId`, `body`, `bodyBn`; a success story: `imageId` only (its texts
 * are shown as plain text).
 */
export type PictureNames = { imageId: string | null | undefined; texts?: Record<string, string | null | undefined> };

const idsOf = (n: PictureNames | undefined): Set<string> =>
  new Set(
    n ? [n.imageId?.toLowerCase(), ...Object.values(n.texts ?? {}).flatMap(picturesIn)].filter((id): id is string => Boolean(id)) : [],
  );

/**
 * The ids of every picture a post (draft, scheduled or published) or a story names: as its cover,
 * or in a post's body in either language (the rule of `picturesIn`). Never null, so `not in` is safe;
 * each body is read once per statement.
 */
const picturesNamed = sql`(
  select image_id from blog_posts where image_id is not null
  union all select image_id from success_stories where image_id is not null
  union all select lower(m[1])::uuid
            from blog_posts p, regexp_matches(p.body || ' ' || coalesce(p.body_bn, ''), ${PICTURE_IN_TEXT}, 'gi') as m)`;

/** Picture ids as one `uuid[]` parameter. */
const idList = (ids: string[]) => sql`${arrayLiteral(ids)}::uuid[]`;

const SWEEP_BATCH = 100;

/**
 * Pictures an admin uploads for the site's content: checked and re-encoded like a member's photo
 * (the same sharp pipeline: full size, 1080 px WebP, thumbnail), staged, then committed with their
 * row so the storage sweep keeps them; served in public by their random id.
 *
 * A picture lives while a post or story names it. Saving takes a key-share lock on every picture
 * the saved row names, in the saving transaction; deleting (on replace, on delete, in the sweep)
 * locks the picture `for update skip locked` and then deletes it only if a fresh look finds nothing
 * naming it. So a save either holds its pictures until it commits (and the deleter, seeing them
 * locked or named, leaves them), or comes after the delete and is refused ("Unknown picture"):
 * a saved post never names a deleted picture. Files go after the row's commit (decision 0007).
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

  /**
   * Inside the transaction that saves a post or story, before it writes: locks every picture the
   * row will name until the commit, so no deleter can take one meanwhile. A cover that does not
   * exist, or a picture a text names anew that does not exist, is the form's field error; a text's
   * picture the row already named (`before`) and that has since gone leaves the save alone.
   */
  async function hold(tx: Database, names: PictureNames, before?: PictureNames) {
    const ids = [...idsOf(names)];
    if (!ids.length) return;
    const rows = await queryRows(
      tx,
      idText,
      sql`select id::text as id from content_images where id = any(${idList(ids)}) order by id for key share`,
    );
    const found = new Set(rows.map((r) => r.id));
    if (names.imageId && !found.has(names.imageId.toLowerCase())) throw fieldError("imageId", "Unknown picture");
    const had = idsOf(before);
    for (const [field, markdown] of Object.entries(names.texts ?? {}))
      if (picturesIn(markdown).some((id) => !found.has(id) && !had.has(id))) throw fieldError(field, "Unknown picture");
  }

  /** Locks the rows the statement selects (`select ci.id … from content_images ci …`) that no other transaction holds. */
  const lockFree = async (tx: Database, select: SQL) =>
    (await queryRows(tx, idText, sql`${select} for update skip locked`)).map((r) => r.id);

  /**
   * Deletes those of the locked pictures that nothing names, in a statement of its own (so with a
   * fresh look: a save committed after the lock was asked for is seen); returns them for
   * `removeFiles` after the commit.
   */
  async function deleteUnnamed(tx: Database, locked: string[]): Promise<GoneImage[]> {
    if (!locked.length) return [];
    return queryRows(
      tx,
      goneRow,
      sql`delete from content_images ci
          where ci.id = any(${idList(locked)}) and ci.id not in ${picturesNamed}
          returning ci.id::text as id, ci.storage_key as "storageKey", ci.medium_key as "mediumKey", ci.thumb_key as "thumbKey"`,
    );
  }

  /**
   * Inside the transaction that changed or deleted a post or story (after its write): deletes the
   * pictures it named `before` and names no more (`after`; nothing when deleted) when nothing else
   * names them. One that a save holds right now stays, for the sweep to look at again.
   */
  async function release(tx: Database, before: PictureNames, after?: PictureNames): Promise<GoneImage[]> {
    const still = idsOf(after);
    const ids = [...idsOf(before)].filter((id) => !still.has(id));
    if (!ids.length) return [];
    return deleteUnnamed(tx, await lockFree(tx, sql`select ci.id::text as id from content_images ci where ci.id = any(${idList(ids)})`));
  }

  async function removeFiles(rows: GoneImage[]) {
    await removeImages(d.storage, rows);
  }

  /**
   * Removes the pictures uploaded more than `graceMs` ago that no post (drafts and scheduled ones
   * included) or story names: an upload whose editor was closed, replaced before saving, or pasted
   * into a body and taken out again. Rows go in batches, each in its own transaction, then their
   * files. Safe in every process at once and beside saves (see above); running it again is harmless.
   */
  async function sweepUnused(opts: { graceMs: number }): Promise<{ removed: number }> {
    const cutoff = new Date(d.clock.now().getTime() - opts.graceMs);
    let removed = 0;
    for (;;) {
      const { locked, gone } = await d.db.transaction(async (tx) => {
        const ids = await lockFree(
          tx,
          sql`select ci.id::text as id from content_images ci
              where ci.created_at < ${cutoff} and ci.id not in ${picturesNamed}
              order by ci.created_at, ci.id limit ${SWEEP_BATCH}`,
        );
        return { locked: ids.length, gone: await deleteUnnamed(tx, ids) };
      });
      await removeFiles(gone);
      removed += gone.length;
      // A short batch was the last; a batch whose pictures were all named meanwhile waits for the next run.
      if (locked < SWEEP_BATCH || !gone.length) break;
    }
    return { removed };
  }

  async function serve(id: string, variant: "main" | "medium" | "thumb") {
    const [row] = await d.db.select().from(images).where(eq(images.id, id));
    if (!row) throw notFound("Picture not found");
    const key = variant === "main" ? row.storageKey : variant === "medium" ? row.mediumKey : row.thumbKey;
    const file = await d.storage.stream(key);
    if (!file) throw notFound("Picture not found");
    return { ...file, mime: variant === "main" ? "image/jpeg" : "image/webp" };
  }

  return { upload, hold, release, removeFiles, sweepUnused, serve };
}
export type ContentImagesService = ReturnType<typeof createContentImagesService>;
