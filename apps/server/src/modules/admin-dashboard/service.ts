import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import type { TAdminDashboard } from "@app/contract";
import { indiaToday, type Clock } from "../../lib/clock.ts";
import { int, text } from "../../lib/rows.ts";
import { moderationCounts } from "../admin-moderation/counts-service.ts";

export const DASHBOARD_DAYS = 30;

const ZDay = z.object({ date: text, registrations: int, payments: int, revenuePaise: int, proposals: int });

/**
 * The business dashboard: per India day for the last 30 days, new registrations, paid orders and
 * the money they brought (refunded orders left out), proposals sent; the ads in circulation, the
 * members, and what waits for moderation (and cheques waiting to clear). Demo members (development
 * only) are left out of the registrations and the ads alike.
 */
export function createAdminDashboardService(d: { db: Database; clock: Clock }) {
  async function get(): Promise<TAdminDashboard> {
    const today = indiaToday(d.clock.now());
    const start = sql`((${today}::date - ${DASHBOARD_DAYS - 1}::int)::timestamp at time zone 'Asia/Kolkata')`;
    const day = (col: string) => sql.raw(`(${col} at time zone 'Asia/Kolkata')::date`);
    const [days, [totals], pending] = await Promise.all([
      queryRows(
        d.db,
        ZDay,
        sql`with days as (select generate_series(${today}::date - ${DASHBOARD_DAYS - 1}::int, ${today}::date, interval '1 day')::date as day),
          reg as (select ${day("created_at")} as day, count(*) as n from users where created_at >= ${start} and not is_demo group by 1),
          pay as (select ${day("paid_at")} as day, count(*) as n, sum(amount_paise) as paise from orders
                  where paid_at >= ${start} and status = 'paid' group by 1),
          prop as (select ${day("created_at")} as day, count(*) as n from proposals where created_at >= ${start} group by 1)
          select days.day::text as date, coalesce(reg.n, 0)::int as registrations, coalesce(pay.n, 0)::int as payments,
            coalesce(pay.paise, 0)::bigint as "revenuePaise", coalesce(prop.n, 0)::int as proposals
          from days left join reg using (day) left join pay using (day) left join prop using (day)
          order by days.day`,
      ),
      queryRows(
        d.db,
        z.object({ activeAds: int, members: int, cheques: int }),
        // Demo ads (development only) are left out here as in the registrations: both count the business.
        sql`select (select count(*) from ads where not is_demo) as "activeAds",
              (select coalesce(sum(n), 0) from member_status_counts where status <> 'deleted') as members,
              (select count(*) from cheque_payments where status = 'recorded') as cheques`,
      ),
      moderationCounts(d.db),
    ]);
    return {
      days,
      activeAds: totals.activeAds,
      members: totals.members,
      pending: {
        ads: pending.pendingAds,
        edits: pending.pendingEdits,
        photos: pending.photos,
        videos: pending.videos,
        kyc: pending.kyc,
        reports: pending.reports,
        cheques: totals.cheques,
      },
    };
  }
  return { get };
}
export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;
