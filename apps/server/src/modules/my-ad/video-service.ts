import { randomUUID } from "node:crypto";
import { Transform, type Readable } from "node:stream";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import { videoLimits, type TMyVideo } from "@app/contract";
import { AppError, fieldError, notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { commitStaged, type Storage } from "../../providers/storage/index.ts";
import type { MediaLinks } from "../media/links-service.ts";

type Deps = { db: Database; clock: Clock; storage: Storage; links: MediaLinks };

export const VIDEO_TOO_LARGE = "Each video must be at most 50 MB.";
export const VIDEO_WRONG_TYPE = "Only videos in MP4, MOV or AVI format can be uploaded.";
const TOO_MANY = `You can have at most ${videoLimits.maxFiles} videos. Delete one before adding another.`;

/** Recognises a video by its first bytes: an ISO base media `ftyp` box (MP4, MOV) or a RIFF AVI header. */
export function sniffVideo(head: Buffer): { mime: string; ext: string } | null {
  if (head.length >= 12 && head.toString("latin1", 4, 8) === "ftyp") {
    const brand = head.toString("latin1", 8, 12);
    return brand === "qt  " ? { mime: "video/quicktime", ext: "mov" } : { mime: "video/mp4", ext: "mp4" };
  }
  if (head.length >= 12 && head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "AVI ")
    return { mime: "video/x-msvideo", ext: "avi" };
  return null;
}

/** Passes a stream through, checking its first bytes and its size as they arrive. */
function guard(max: number) {
  let head = Buffer.alloc(0);
  let checked = false;
  let bytes = 0;
  const state = { bytes: 0, kind: null as ReturnType<typeof sniffVideo> };
  const t = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      state.bytes = bytes;
      if (bytes > max) return done(new AppError(413, "payload_too_large", VIDEO_TOO_LARGE, [{ field: "file", message: VIDEO_TOO_LARGE }]));
      if (!checked) {
        head = Buffer.concat([head, chunk]);
        if (head.length < 12) return done();
        checked = true;
        state.kind = sniffVideo(head);
        if (!state.kind)
          return done(new AppError(415, "unsupported_media_type", VIDEO_WRONG_TYPE, [{ field: "file", message: VIDEO_WRONG_TYPE }]));
        const all = head;
        head = Buffer.alloc(0);
        return done(null, all);
      }
      done(null, chunk);
    },
    flush(done) {
      if (!checked)
        return done(new AppError(415, "unsupported_media_type", VIDEO_WRONG_TYPE, [{ field: "file", message: VIDEO_WRONG_TYPE }]));
      done();
    },
  });
  return { stream: t, state };
}

/** Approved videos are public; the owner reaches pending and rejected ones through a signed URL. */
const toVideo = (
  links: MediaLinks,
  r: { id: string; reviewStatus: string; bytes: number; mime: string; createdAt: Date },
  current: string | null,
): TMyVideo => ({
  id: r.id,
  url: links.url(r.id, r.reviewStatus === "approved"),
  reviewStatus: r.reviewStatus as TMyVideo["reviewStatus"],
  bytes: r.bytes,
  mime: r.mime,
  uploadedAt: r.createdAt.toISOString(),
  isAdVideo: r.id === current,
});

/** Up to three videos a member, streamed to storage, shown only after an admin approves one. */
export function createVideoService(d: Deps) {
  const activeVideos = (userId: number) =>
    and(eq(schema.media.userId, userId), eq(schema.media.kind, "video"), ne(schema.media.reviewStatus, "rejected"));

  async function list(userId: number): Promise<TMyVideo[]> {
    const [rows, [details]] = await Promise.all([
      d.db
        .select({
          id: schema.media.id,
          reviewStatus: schema.media.reviewStatus,
          bytes: schema.media.bytes,
          mime: schema.media.mime,
          createdAt: schema.media.createdAt,
        })
        .from(schema.media)
        .where(activeVideos(userId))
        .orderBy(asc(schema.media.createdAt)),
      d.db.select({ videoId: schema.adDetails.videoMediaId }).from(schema.adDetails).where(eq(schema.adDetails.userId, userId)),
    ]);
    return rows.map((r) => toVideo(d.links, r, details?.videoId ?? null));
  }

  async function countActive(userId: number) {
    const [{ n }] = await d.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.media)
      .where(activeVideos(userId));
    return n;
  }

  /** Streams an upload to storage (checked by content and size on the way); nothing is left behind on failure. */
  async function add(userId: number, file: Readable): Promise<TMyVideo[]> {
    const g = guard(videoLimits.maxBytes);
    // Whatever fails the guard (a break-off, the size, the type) drains the rest of the part; its error
    // reaches stage() through the pipeline, also when it came before stage() was called.
    g.stream.on("error", () => file.resume());
    // A part that breaks off (the body ends before its boundary) fails the upload: pipe() alone would
    // leave the guard waiting for an end that never comes. It may have broken off already (the whole
    // body can arrive while the count below is read), so an earlier error counts too; the listener
    // stays, as a stream destroyed with an error emits it a tick later.
    const breakOff = (e: Error) => g.stream.destroy(e);
    file.on("error", breakOff);
    if (file.errored) breakOff(file.errored);
    if ((await countActive(userId)) >= videoLimits.maxFiles) {
      file.resume();
      throw fieldError("file", TOO_MANY);
    }
    const id = randomUUID();
    const key = `videos/${id.slice(0, 2)}/${id}.bin`;
    await d.storage.stage(key, file.pipe(g.stream));
    await commitStaged(d.storage, [key], () =>
      d.db.transaction(async (tx) => {
        await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, userId)).for("update");
        const [{ n }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(schema.media)
          .where(activeVideos(userId));
        if (n >= videoLimits.maxFiles) throw fieldError("file", TOO_MANY);
        await tx.insert(schema.media).values({
          id,
          userId,
          kind: "video",
          storageKey: key,
          mime: g.state.kind!.mime,
          width: 0,
          height: 0,
          bytes: g.state.bytes,
          position: 0,
          reviewStatus: "pending",
          createdAt: d.clock.now(),
        });
      }),
    );
    return list(userId);
  }

  async function remove(userId: number, id: string): Promise<TMyVideo[]> {
    const [row] = await d.db
      .delete(schema.media)
      .where(and(eq(schema.media.id, id), eq(schema.media.userId, userId), eq(schema.media.kind, "video")))
      .returning({ storageKey: schema.media.storageKey });
    if (!row) throw notFound("Video not found");
    await d.storage.delete(row.storageKey).catch(() => undefined);
    return list(userId);
  }

  /** An admin approves (it becomes the ad's video) or rejects a pending video, with the `reason` the member sees. */
  async function review(
    id: string,
    decision: "approved" | "rejected",
    after?: (tx: Database, userId: number) => Promise<void>,
    reason?: string,
  ) {
    return d.db.transaction(async (tx) => {
      const [row] = await tx
        .update(schema.media)
        .set({ reviewStatus: decision, reviewedAt: d.clock.now(), reviewReason: decision === "rejected" ? (reason ?? null) : null })
        .where(and(eq(schema.media.id, id), eq(schema.media.kind, "video"), eq(schema.media.reviewStatus, "pending")))
        .returning({ userId: schema.media.userId });
      if (!row) return false;
      if (decision === "approved") {
        await tx
          .insert(schema.adDetails)
          .values({ userId: row.userId, videoMediaId: id })
          .onConflictDoUpdate({ target: schema.adDetails.userId, set: { videoMediaId: id, updatedAt: d.clock.now() } });
      }
      await after?.(tx, row.userId);
      return true;
    });
  }

  return { list, add, remove, review };
}
export type VideoService = ReturnType<typeof createVideoService>;
