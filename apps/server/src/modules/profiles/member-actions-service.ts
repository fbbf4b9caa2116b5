import { and, desc, eq, gt, sql } from "drizzle-orm";
import { queryRows, schema, type Database } from "@app/db";
import type { TProfileCard } from "@app/contract";
import { badRequest } from "../../http/errors.ts";
import { indiaToday, type Clock } from "../../lib/clock.ts";
import { adColumns, toCard, ZAdRow } from "./presenter.ts";

const { favourites: favouritesTable, ytmRequests } = schema;
import { requireAd } from "./detail-service.ts";
import { cardThumb, photoAccess } from "./photo-access-service.ts";
import type { MediaLinks } from "../media/links-service.ts";

export const ytmRequestWindowDays = 30;

/** "Add To Favourite" and "Request YTM" for a signed-in member. */
export function createMemberActionsService(d: { db: Database; clock: Clock; links: MediaLinks }) {
  async function setFavourite(userId: number, id: string, favourite: boolean) {
    const ad = await requireAd(d.db, id);
    if (ad.userId === userId) throw badRequest("You cannot add your own ad to favourites");
    if (favourite) {
      await d.db.insert(favouritesTable).values({ userId, adUserId: ad.userId, createdAt: d.clock.now() }).onConflictDoNothing();
    } else {
      await d.db.delete(favouritesTable).where(and(eq(favouritesTable.userId, userId), eq(favouritesTable.adUserId, ad.userId)));
    }
    return { profileId: ad.profileId, favourite };
  }

  /** The member's favourites that are still in circulation, newest first. */
  async function favourites(userId: number): Promise<TProfileCard[]> {
    const rows = await queryRows(
      d.db,
      ZAdRow,
      sql`select ${sql.raw(adColumns)} from (
            select a.*, f.created_at as favourited_at from favourites f join ads a on a.user_id = f.ad_user_id where f.user_id = ${userId}
          ) fav order by favourited_at desc limit 200`,
    );
    const today = indiaToday(d.clock.now());
    const photos = await photoAccess(
      d.db,
      rows.map((r) => r.userId),
      userId,
    );
    return rows.map((r) => toCard(r, today, cardThumb(d.links, photos, r.userId, r.thumbId)));
  }

  /** Records a request once per requester per ad per 30 days; a repeat answers the earlier request. */
  async function requestYtm(userId: number, id: string) {
    const ad = await requireAd(d.db, id);
    if (ad.userId === userId) throw badRequest("You cannot request YTM verification for your own ad");
    const now = d.clock.now();
    const since = new Date(now.getTime() - ytmRequestWindowDays * 86_400_000);
    return d.db.transaction(async (tx) => {
      // Serialise concurrent requests for the same pair so the 30-day rule holds under races.
      await tx.execute(sql`select pg_advisory_xact_lock(${userId}::int, ${ad.userId}::int)`);
      const [prior] = await tx
        .select({ at: ytmRequests.createdAt })
        .from(ytmRequests)
        .where(and(eq(ytmRequests.requesterId, userId), eq(ytmRequests.adUserId, ad.userId), gt(ytmRequests.createdAt, since)))
        .orderBy(desc(ytmRequests.createdAt))
        .limit(1);
      if (prior) return { profileId: ad.profileId, requestedAt: prior.at.toISOString(), alreadyRequested: true };
      await tx.insert(ytmRequests).values({ requesterId: userId, adUserId: ad.userId, createdAt: now });
      return { profileId: ad.profileId, requestedAt: now.toISOString(), alreadyRequested: false };
    });
  }

  return { setFavourite, favourites, requestYtm };
}
