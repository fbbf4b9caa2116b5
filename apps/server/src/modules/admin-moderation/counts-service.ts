import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import type { TModerationCounts } from "@app/contract";
import { int } from "../../lib/rows.ts";

/** The New Ads queue's length (decision 0018), for the menu (the open reviews through their partial index, plus the waiting members). */
export const newAdsCount = sql`(select n from member_status_counts where status = 'pending_verification')
  + (select count(*) from ad_reviews r join users u on u.id = r.user_id
     where r.reviewed_at is null and u.account_status not in ('pending_verification', 'deleted'))`;

/** Items waiting in each moderation queue (the admin menu's counts); each is a partial-index count. */
export async function moderationCounts(db: Database): Promise<TModerationCounts> {
  const [c] = await queryRows(
    db,
    z.object({ pendingAds: int, pendingEdits: int, photos: int, videos: int, kyc: int, reports: int }),
    sql`select
      ${newAdsCount} as "pendingAds",
      (select count(*) from ad_pending_edits where status = 'pending') as "pendingEdits",
      (select count(*) from media where review_status = 'pending' and kind = 'photo') as photos,
      (select count(*) from media where review_status = 'pending' and kind = 'video') as videos,
      (select count(*) from kyc_documents where status = 'pending') as kyc,
      (select count(*) from reports where status = 'open') as reports`,
  );
  return c;
}
