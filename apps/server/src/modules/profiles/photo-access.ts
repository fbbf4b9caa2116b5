import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@app/db";
import type { MediaLinks } from "../media/links.ts";

export type PhotoVisibility = "everyone" | "members" | "accepted";
/** Why a viewer does not see an ad's photos: they must sign in, or ask the member. */
export type PhotoRestriction = "sign_in" | "request" | null;

/**
 * Which of these advertisers' photos the viewer may not see (ad_details.photo_visibility): "members"
 * needs a signed-in viewer; "accepted" needs the owner's acceptance of the viewer's photo request.
 * The owner always sees their own. One query for a whole page of cards. `restricted` holds every
 * advertiser who does not show photos to everyone: the photos the viewer may see are reached through
 * signed URLs (modules/media/links.ts), the others through the plain public URL.
 */
export async function photoAccess(db: Database, ownerIds: number[], viewerId: number | null): Promise<PhotoAccess> {
  const hidden = new Map<number, Exclude<PhotoRestriction, null>>();
  const restricted = new Set<number>();
  if (!ownerIds.length) return { hidden, restricted };
  const ids = sql.join(
    [...new Set(ownerIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ userId: number; visibility: PhotoVisibility; accepted: boolean }>(
    db,
    sql`select d.user_id as "userId", d.photo_visibility as visibility,
               ${viewerId === null ? sql`false` : sql`exists (select 1 from photo_requests r where r.owner_id = d.user_id and r.requester_id = ${viewerId} and r.status = 'accepted')`} as accepted
        from ad_details d where d.user_id in (${ids}) and d.photo_visibility <> 'everyone'`,
  );
  for (const r of rows) {
    restricted.add(r.userId);
    if (r.userId === viewerId) continue;
    if (viewerId === null) hidden.set(r.userId, "sign_in");
    else if (r.visibility === "accepted" && !r.accepted) hidden.set(r.userId, "request");
  }
  return { hidden, restricted };
}
export type PhotoAccess = { hidden: Map<number, Exclude<PhotoRestriction, null>>; restricted: Set<number> };

/** A card's thumbnail for this viewer: none when hidden, signed when restricted, plain when public. */
export function cardThumb(links: MediaLinks, access: PhotoAccess, ownerId: number, thumbId: string | null): string | null {
  if (!thumbId || access.hidden.has(ownerId)) return null;
  return links.thumb(thumbId, !access.restricted.has(ownerId));
}

export async function photoRestrictions(db: Database, ownerIds: number[], viewerId: number | null): Promise<Map<number, Exclude<PhotoRestriction, null>>> {
  return (await photoAccess(db, ownerIds, viewerId)).hidden;
}

export async function photoRestriction(db: Database, ownerId: number, viewerId: number | null): Promise<PhotoRestriction> {
  return (await photoRestrictions(db, [ownerId], viewerId)).get(ownerId) ?? null;
}
