import { and, asc, eq, isNull } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import type { TRefusedMedia } from "@app/contract";
import { notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import type { MediaLinks } from "../media/links-service.ts";

type Kind = TRefusedMedia["kind"];

/**
 * The photos and videos an admin refused that the member has not dismissed yet, oldest first, with
 * the admin's reason: Edit My Ad and the Videos page show each where it was until the member
 * dismisses it (stored here, so it stays dismissed on every device).
 */
export async function listRefused(db: Database, links: MediaLinks, userId: number, kind?: Kind): Promise<TRefusedMedia[]> {
  const m = schema.media;
  const rows = await db
    .select({ id: m.id, kind: m.kind, reason: m.reviewReason, reviewedAt: m.reviewedAt, createdAt: m.createdAt })
    .from(m)
    .where(and(eq(m.userId, userId), eq(m.reviewStatus, "rejected"), isNull(m.refusalDismissedAt), kind ? eq(m.kind, kind) : undefined))
    .orderBy(asc(m.reviewedAt), asc(m.createdAt));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as Kind,
    thumbUrl: r.kind === "photo" ? links.thumb(r.id, false) : null,
    reason: r.reason,
    refusedAt: (r.reviewedAt ?? r.createdAt).toISOString(),
  }));
}

/** The member dismisses one of their refusal notices; another member's, or one already dismissed, is not found. */
export async function dismissRefusal(db: Database, clock: Clock, userId: number, id: string): Promise<Kind> {
  const m = schema.media;
  const [row] = await db
    .update(m)
    .set({ refusalDismissedAt: clock.now() })
    .where(and(eq(m.id, id), eq(m.userId, userId), eq(m.reviewStatus, "rejected"), isNull(m.refusalDismissedAt)))
    .returning({ kind: m.kind });
  if (!row) throw notFound("Refused photo or video not found");
  return row.kind as Kind;
}
