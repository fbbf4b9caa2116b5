import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { schema, type Database } from "@app/db";
import type { TAdminNotice, ZAdminNoticeRequest } from "@app/contract";
import { notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Audit } from "./audit.ts";

const { notices } = schema;
type NoticeRow = typeof notices.$inferSelect;

export function noticeState(n: NoticeRow, now: Date): TAdminNotice["state"] {
  if (!n.published) return "hidden";
  if (n.publishedAt > now) return "upcoming";
  if (n.expiresAt && n.expiresAt <= now) return "ended";
  return "live";
}

/** News and notices: the admin's list (each with its state now), adding, saving and deleting one. */
export function createNoticesAdmin(d: { db: Database; clock: Clock; audit: Audit }) {
  const { db, clock, audit } = d;

  const toNotice = (n: NoticeRow): TAdminNotice => ({
    id: n.id,
    kind: n.kind as TAdminNotice["kind"],
    title: n.title,
    titleBn: n.titleBn,
    body: n.body,
    bodyBn: n.bodyBn,
    link: n.linkUrl,
    from: n.publishedAt.toISOString(),
    to: n.expiresAt?.toISOString() ?? null,
    published: n.published,
    state: noticeState(n, clock.now()),
  });
  const noticeValues = (req: z.output<typeof ZAdminNoticeRequest>) => ({
    kind: req.kind,
    title: req.title,
    titleBn: req.titleBn ?? null,
    body: req.body,
    bodyBn: req.bodyBn ?? null,
    linkUrl: req.link ?? null,
    publishedAt: new Date(req.from),
    expiresAt: req.to ? new Date(req.to) : null,
    published: req.published,
  });

  return {
    async list() {
      return (await db.select().from(notices).orderBy(desc(notices.publishedAt), desc(notices.id))).map(toNotice);
    },
    async create(adminId: number, req: z.output<typeof ZAdminNoticeRequest>) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(notices).values(noticeValues(req)).returning();
        await audit(tx, adminId, "notice_created", "notice", row.id, { title: row.title, from: req.from, to: req.to ?? null });
        return toNotice(row);
      });
    },
    async update(adminId: number, id: number, req: z.output<typeof ZAdminNoticeRequest>) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(notices).where(eq(notices.id, id)).for("update");
        if (!before) throw notFound("Notice not found");
        const [row] = await tx.update(notices).set(noticeValues(req)).where(eq(notices.id, id)).returning();
        await audit(tx, adminId, "notice_updated", "notice", id, { before: toNotice(before), after: { ...req } });
        return toNotice(row);
      });
    },
    async remove(adminId: number, id: number) {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(notices).where(eq(notices.id, id)).returning();
        if (!row) throw notFound("Notice not found");
        await audit(tx, adminId, "notice_deleted", "notice", id, { title: row.title });
      });
      return { deleted: true as const };
    },
  };
}
export type NoticesAdmin = ReturnType<typeof createNoticesAdmin>;
