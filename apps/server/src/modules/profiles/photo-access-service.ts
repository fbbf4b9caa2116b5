import { sql, type SQL, type Placeholder } from "drizzle-orm";
import { z } from "zod";
import { int } from "../../lib/rows.ts";
import { intArray } from "../../lib/sql-arrays.ts";
import { queryRows, type Database } from "@app/db";
import type { MediaLinks } from "../media/links-service.ts";

export type PhotoVisibility = "everyone" | "members" | "accepted";
/** Why a viewer does not see an ad's photos: they must sign in, or ask the member. */
export type PhotoRestriction = "sign_in" | "request" | null;

/**
 * Which of these advertisers' photos the viewer may not see (ad_details.photo_visibility): "members"
 * needs a signed-in viewer; "accepted" needs the owner's acceptance of the viewer's photo request.
 * The owner always sees their own. One query for a whole page of cards. `restricted` holds every
 * advertiser who does not show photos to everyone: the photos the viewer may see are reached through
 * signed URLs (modules/media/links-service.ts), the others through the plain public URL.
 */
export async function photoAccess(db: Database, ownerIds: number[], viewerId: number | null): Promise<PhotoAccess> {
  if (!ownerIds.length) return accessOf([], viewerId);
  const rows = await queryRows(
    db,
    ZPhotoAccessRow,
    sql`select d.user_id as "userId", d.photo_visibility as "photoVisibility", ${photoAcceptedSql(viewerId, sql`d.user_id`)} as "photoAccepted"
        from ad_details d where d.user_id = any(${intArray([...new Set(ownerIds)])}) and d.photo_visibility <> 'everyone'`,
  );
  return accessOf(rows, viewerId);
}

/** One advertiser's photo visibility and whether the viewer's photo request was accepted (null: no ad details, so everyone). */
export const ZPhotoAccessRow = z.object({
  userId: int,
  photoVisibility: z.enum(["everyone", "members", "accepted"]).nullable(),
  photoAccepted: z.boolean(),
});
export type PhotoAccessRow = z.infer<typeof ZPhotoAccessRow>;

/** SQL: the viewer holds an accepted photo request to the owner (`owner`: the owner's user id column). */
export const photoAcceptedSql = (viewerId: number | Placeholder | null, owner: SQL) =>
  viewerId === null
    ? sql`false`
    : sql`exists (select 1 from photo_requests r where r.owner_id = ${owner} and r.requester_id = ${viewerId} and r.status = 'accepted')`;

/** The access rules applied to rows already read (a search page selects them with its ads). */
export function accessOf(rows: PhotoAccessRow[], viewerId: number | null): PhotoAccess {
  const hidden = new Map<number, Exclude<PhotoRestriction, null>>();
  const restricted = new Set<number>();
  for (const r of rows) {
    if (!r.photoVisibility || r.photoVisibility === "everyone") continue;
    restricted.add(r.userId);
    if (r.userId === viewerId) continue;
    if (viewerId === null) hidden.set(r.userId, "sign_in");
    else if (r.photoVisibility === "accepted" && !r.photoAccepted) hidden.set(r.userId, "request");
  }
  return { hidden, restricted };
}
export type PhotoAccess = { hidden: Map<number, Exclude<PhotoRestriction, null>>; restricted: Set<number> };

/** A card's thumbnail for this viewer: none when hidden, signed when restricted, plain when public. */
export function cardThumb(links: MediaLinks, access: PhotoAccess, ownerId: number, thumbId: string | null): string | null {
  if (!thumbId || access.hidden.has(ownerId)) return null;
  return links.thumb(thumbId, !access.restricted.has(ownerId));
}

export async function photoRestrictions(
  db: Database,
  ownerIds: number[],
  viewerId: number | null,
): Promise<Map<number, Exclude<PhotoRestriction, null>>> {
  return (await photoAccess(db, ownerIds, viewerId)).hidden;
}

export async function photoRestriction(db: Database, ownerId: number, viewerId: number | null): Promise<PhotoRestriction> {
  return (await photoRestrictions(db, [ownerId], viewerId)).get(ownerId) ?? null;
}
