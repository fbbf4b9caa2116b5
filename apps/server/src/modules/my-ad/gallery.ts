import { and, asc, eq, ne } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import type { TMyPhoto } from "@app/contract";
import type { MediaLinks } from "../media/links-service.ts";

/** The owner's gallery. Pending photos and photos not shown to everyone load through signed URLs. */
export async function listPhotos(db: Database, links: MediaLinks, userId: number): Promise<TMyPhoto[]> {
  const rows = await db
    .select({ id: schema.media.id, position: schema.media.position, reviewStatus: schema.media.reviewStatus })
    .from(schema.media)
    .where(and(eq(schema.media.userId, userId), eq(schema.media.kind, "photo"), ne(schema.media.reviewStatus, "rejected")))
    .orderBy(asc(schema.media.position), asc(schema.media.createdAt));
  const [details] = await db
    .select({ visibility: schema.adDetails.photoVisibility })
    .from(schema.adDetails)
    .where(eq(schema.adDetails.userId, userId));
  const shownToEveryone = (details?.visibility ?? "everyone") === "everyone";
  return rows.map((r) => ({
    id: r.id,
    ...links.photo(r.id, shownToEveryone && r.reviewStatus === "approved"),
    position: r.position,
    reviewStatus: r.reviewStatus as TMyPhoto["reviewStatus"],
  }));
}
