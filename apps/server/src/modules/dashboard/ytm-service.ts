import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@app/db";
import type { TYtmStatus } from "@app/contract";
import { notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";

/** Spec: a member must be active at least once in every 30 days (Yet-To-Marry). */
export const ytmDays = 30;
const dayMs = 86_400_000;

/** Account statuses the 30-day rule takes out of circulation (and confirming restores). */
export const circulatingStatuses = ["active", "temporary_active"] as const;

type StatusRow = { verifiedAt: Date | string | null; lastActiveAt: Date | string; lapsed: boolean; inCirculation: boolean };
type RequestRow = { id: number; requesterAdId: string | null; requestedAt: Date | string; answeredAt: Date | string | null };

const iso = (d: Date | string) => new Date(d).toISOString();

export function createYtmService(d: { db: Database; clock: Clock }) {
  async function status(userId: number): Promise<TYtmStatus> {
    const [row] = await queryRows<StatusRow>(
      d.db,
      sql`select x.ytm_verified_at as "verifiedAt", u.last_active_at as "lastActiveAt",
                 exists(select 1 from ytm_lapses l where l.user_id = u.id) as lapsed,
                 exists(select 1 from ads a where a.user_id = u.id) as "inCirculation"
          from users u left join ad_details x on x.user_id = u.id where u.id = ${userId}`,
    );
    if (!row) throw notFound("Member not found");
    const requests = await queryRows<RequestRow>(
      d.db,
      sql`select r.id, p.profile_id as "requesterAdId", r.created_at as "requestedAt", r.answered_at as "answeredAt"
          from ytm_requests r left join profiles p on p.user_id = r.requester_id
          where r.ad_user_id = ${userId} order by r.created_at desc limit 50`,
    );
    const lastSign = Math.max(new Date(row.lastActiveAt).getTime(), row.verifiedAt ? new Date(row.verifiedAt).getTime() : 0);
    const due = new Date(lastSign + ytmDays * dayMs);
    return {
      verifiedAt: row.verifiedAt ? iso(row.verifiedAt) : null,
      lastActiveAt: iso(row.lastActiveAt),
      dueAt: due.toISOString(),
      daysLeft: Math.max(0, Math.ceil((due.getTime() - d.clock.now().getTime()) / dayMs)),
      lapsed: row.lapsed,
      inCirculation: row.inCirculation,
      requests: requests.map((r) => ({
        id: r.id,
        requesterAdId: r.requesterAdId,
        requestedAt: iso(r.requestedAt),
        answeredAt: r.answeredAt ? iso(r.answeredAt) : null,
      })),
    };
  }

  /**
   * "I am yet to marry": records the confirmation and activity, answers every open YTM request and,
   * when the 30-day rule took the ad out of circulation, restores the account's earlier status.
   */
  async function confirm(userId: number) {
    const now = d.clock.now();
    const restored = await d.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into ad_details (user_id, ytm_verified_at, updated_at) values (${userId}, ${now}, ${now})
            on conflict (user_id) do update set ytm_verified_at = excluded.ytm_verified_at, updated_at = excluded.updated_at`,
      );
      await tx.execute(sql`update users set last_active_at = ${now} where id = ${userId}`);
      await tx.execute(sql`update ytm_requests set answered_at = ${now} where ad_user_id = ${userId} and answered_at is null`);
      const [lapse] = await queryRows<{ previousStatus: string }>(
        tx,
        sql`delete from ytm_lapses where user_id = ${userId} returning previous_status as "previousStatus"`,
      );
      let back = false;
      if (lapse) {
        const updated = await queryRows<{ id: number }>(
          tx,
          sql`update users set account_status = ${lapse.previousStatus}, updated_at = ${now} where id = ${userId} and account_status = 'inactive' returning id`,
        );
        back = updated.length > 0;
      }
      await tx.execute(
        sql`insert into audit_log (actor_type, actor_id, action, subject_type, subject_id, details, created_at)
            values ('member', ${userId}, 'ytm_confirmed', 'user', ${String(userId)}, ${JSON.stringify(back ? { from: "inactive", to: lapse!.previousStatus } : {})}::jsonb, ${now})`,
      );
      return back;
    });
    return { restored, status: await status(userId) };
  }

  return { status, confirm };
}

/**
 * The 30-day rule: takes members with neither activity nor a YTM confirmation for 30 days out of
 * circulation (account status `inactive`, audited, earlier status kept in ytm_lapses). Rows are
 * claimed with FOR UPDATE SKIP LOCKED in batches, so several processes may run it at once without
 * processing a member twice. Demo ads (seeded showcase data) are exempt. Returns how many members it took out.
 */
export async function runYtmLapse(db: Database, clock: Clock, batchSize = 200): Promise<number> {
  const now = clock.now();
  const cutoff = new Date(now.getTime() - ytmDays * dayMs);
  let total = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rows = await queryRows<{ id: number; status: string }>(
        tx,
        sql`select u.id, u.account_status as status from users u left join ad_details x on x.user_id = u.id
            where u.account_status in ('active', 'temporary_active') and not u.is_demo
              and u.last_active_at < ${cutoff} and (x.ytm_verified_at is null or x.ytm_verified_at < ${cutoff})
            order by u.id limit ${batchSize}
            for update of u skip locked`,
      );
      if (!rows.length) return 0;
      const ids = rows.map((r) => r.id);
      const idList = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      await tx.execute(
        sql`insert into ytm_lapses (user_id, previous_status, lapsed_at)
            select u.id, u.account_status, ${now} from users u where u.id in (${idList})
            on conflict (user_id) do update set previous_status = excluded.previous_status, lapsed_at = excluded.lapsed_at`,
      );
      await tx.execute(sql`update users set account_status = 'inactive', updated_at = ${now} where id in (${idList})`);
      await tx.execute(
        sql`insert into audit_log (actor_type, actor_id, action, subject_type, subject_id, details, created_at)
            select 'system', null, 'ytm_lapsed', 'user', u.id::text, jsonb_build_object('from', l.previous_status, 'to', 'inactive', 'rule', '30 days without activity or YTM confirmation'), ${now}
            from users u join ytm_lapses l on l.user_id = u.id where u.id in (${idList})`,
      );
      return rows.length;
    });
    total += n;
    if (n < batchSize) return total;
  }
}
