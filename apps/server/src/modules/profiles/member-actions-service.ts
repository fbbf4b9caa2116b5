import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@app/db";
import type { TProfileCard } from "@app/contract";
import { badRequest } from "../../http/errors.ts";
import { indiaToday, type Clock } from "../../lib/clock.ts";
import { adColumns, toCard, type AdRow } from "./presenter.ts";
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
      await d.db.execute(
        sql`insert into favourites (user_id, ad_user_id, created_at) values (${userId}, ${ad.userId}, ${d.clock.now()}) on conflict do nothing`,
      );
    } else {
      await d.db.execute(sql`delete from favourites where user_id = ${userId} and ad_user_id = ${ad.userId}`);
    }
    return { profileId: ad.profileId, favourite };
  }

  /** The member's favourites that are still in circulation, newest first. */
  async function favourites(userId: number): Promise<TProfileCard[]> {
    const rows = await queryRows<AdRow>(
      d.db,
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
      const [prior] = await queryRows<{ at: Date | string }>(
        tx,
        sql`select created_at as at from ytm_requests where requester_id = ${userId} and ad_user_id = ${ad.userId} and created_at > ${since} order by created_at desc limit 1`,
      );
      if (prior) return { profileId: ad.profileId, requestedAt: new Date(prior.at).toISOString(), alreadyRequested: true };
      await tx.execute(sql`insert into ytm_requests (requester_id, ad_user_id, created_at) values (${userId}, ${ad.userId}, ${now})`);
      return { profileId: ad.profileId, requestedAt: now.toISOString(), alreadyRequested: false };
    });
  }

  return { setFavourite, favourites, requestYtm };
}
