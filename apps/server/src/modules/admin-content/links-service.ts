import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { schema, type Database } from "@app/db";
import type { TAdminLink, ZAdminLinkRequest } from "@app/contract";
import { notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Audit } from "./audit.ts";
import { reorder } from "./reorder.ts";

const { businessLinks: links } = schema;

/** Business links: the admin's ordered list, adding, saving, deleting and reordering. */
export function createLinksAdmin(d: { db: Database; clock: Clock; audit: Audit }) {
  const { db, clock, audit } = d;

  const links_ = {
    async list(): Promise<TAdminLink[]> {
      return db
        .select({ id: links.id, title: links.title, titleBn: links.titleBn, url: links.url, sortOrder: links.sortOrder })
        .from(links)
        .orderBy(asc(links.sortOrder), asc(links.id));
    },
    async create(adminId: number, req: z.output<typeof ZAdminLinkRequest>) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(links)
          .values({ title: req.title, titleBn: req.titleBn ?? null, url: req.url, sortOrder: req.sortOrder, createdAt: clock.now() })
          .returning();
        await audit(tx, adminId, "business_link_created", "business_link", row.id, { title: row.title, url: row.url });
        return { id: row.id, title: row.title, titleBn: row.titleBn, url: row.url, sortOrder: row.sortOrder };
      });
    },
    async update(adminId: number, id: number, req: z.output<typeof ZAdminLinkRequest>) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(links).where(eq(links.id, id)).for("update");
        if (!before) throw notFound("Link not found");
        const [row] = await tx
          .update(links)
          .set({ title: req.title, titleBn: req.titleBn ?? null, url: req.url, sortOrder: req.sortOrder })
          .where(eq(links.id, id))
          .returning();
        await audit(tx, adminId, "business_link_updated", "business_link", id, {
          before: { title: before.title, url: before.url, sortOrder: before.sortOrder },
          after: { title: row.title, url: row.url, sortOrder: row.sortOrder },
        });
        return { id: row.id, title: row.title, titleBn: row.titleBn, url: row.url, sortOrder: row.sortOrder };
      });
    },
    async remove(adminId: number, id: number) {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(links).where(eq(links.id, id)).returning();
        if (!row) throw notFound("Link not found");
        await audit(tx, adminId, "business_link_deleted", "business_link", id, { title: row.title, url: row.url });
      });
      return { deleted: true as const };
    },
    async reorder(adminId: number, ids: number[]) {
      await reorder(d, links, "business_link", adminId, ids, "Link not found");
      return links_.list();
    },
  };
  return links_;
}
export type LinksAdmin = ReturnType<typeof createLinksAdmin>;
