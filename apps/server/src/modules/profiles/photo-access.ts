import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@app/db";

export type PhotoVisibility = "everyone" | "members" | "accepted";
/** Why a viewer does not see an ad's photos: they must sign in, or ask the member. */
export type PhotoRestriction = "sign_in" | "request" | null;

/**
 * Which of these advertisers' photos the viewer may not see (ad_details.photo_visibility): "members"
 * needs a signed-in viewer; "accepted" needs the owner's acceptance of the viewer's photo request.
 * The owner always sees their own. One query for a whole page of cards.
 */
export async function photoRestrictions(db: Database, ownerIds: number[], viewerId: number | null): Promise<Map<number, Exclude<PhotoRestriction, null>>> {
  const out = new Map<number, Exclude<PhotoRestriction, null>>();
  if (!ownerIds.length) return out;
  const ids = sql.join(
    ownerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ userId: number; visibility: PhotoVisibility; accepted: boolean }>(
    db,
    sql`select d.user_id as "userId", d.photo_visibility as visibility,
               ${viewerId === null ? sql`false` : sql`exists (select 1 from photo_requests r where r.owner_id = d.user_id and r.requester_id = ${viewerId} and r.status = 'accepted')`} as accepted
        from ad_details d where d.user_id in (${ids}) and d.photo_visibility <> 'everyone'`,
  );
  for (const r of rows) {
    if (r.userId === viewerId) continue;
    if (viewerId === null) out.set(r.userId, "sign_in");
    else if (r.visibility === "accepted" && !r.accepted) out.set(r.userId, "request");
  }
  return out;
}

export async function photoRestriction(db: Database, ownerId: number, viewerId: number | null): Promise<PhotoRestriction> {
  return (await photoRestrictions(db, [ownerId], viewerId)).get(ownerId) ?? null;
}
