import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TYtmStatus } from "@app/contract";
import { notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { idRow, int, time } from "../../lib/rows.ts";
import { intArray } from "../../lib/sql-arrays.ts";

/** Spec: a member must be active at least once in every 30 days (Yet-To-Marry). */
export const ytmDays = 30;
const dayMs = 86_400_000;

/** Account statuses the 30-day rule takes out of circulation (and confirming restores). */
export const circulatingStatuses = ["active", "temporary_active"] as const;

const ZStatusRow = z.object({ verifiedAt: time.nullable(), lastActiveAt: time, lapsed: z.boolean(), inCirculation: z.boolean() });
const { adDetails, auditLog, profiles, users, ytmLapses, ytmRequests } = schema;

const iso = (d: Date | string) => new Date(d).toISOString();

export function createYtmService(d: { db: Database; clock: Clock }) {
  async function status(userId: number): Promise<TYtmStatus> {
    const [row] = await queryRows(
      d.db,
      ZStatusRow,
      sql`select x.ytm_verified_at as "verifiedAt", u.last_active_at as "lastActiveAt",
                 exists(select 1 from ytm_lapses l where l.user_id = u.id) as lapsed,
                 exists(select 1 from ads a where a.user_id = u.id) as "inCirculation"
          from users u left join ad_details x on x.user_id = u.id where u.id = ${userId}`,
    );
    if (!row) throw notFound("Member not found");
    const requests = await d.db
      .select({
        id: ytmRequests.id,
        requesterAdId: profiles.profileId,
        requestedAt: ytmRequests.createdAt,
        answeredAt: ytmRequests.answeredAt,
      })
      .from(ytmRequests)
      .leftJoin(profiles, eq(profiles.userId, ytmRequests.requesterId))
      .where(eq(ytmRequests.adUserId, userId))
      .orderBy(desc(ytmRequests.createdAt))
      .limit(50);
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
      await tx
        .insert(adDetails)
        .values({ userId, ytmVerifiedAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: adDetails.userId, set: { ytmVerifiedAt: now, updatedAt: now } });
      await tx.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId));
      await tx
        .update(ytmRequests)
        .set({ answeredAt: now })
        .where(and(eq(ytmRequests.adUserId, userId), isNull(ytmRequests.answeredAt)));
      const [lapse] = await tx
        .delete(ytmLapses)
        .where(eq(ytmLapses.userId, userId))
        .returning({ previousStatus: ytmLapses.previousStatus });
      let back = false;
      if (lapse) {
        // Conditional: only an account the rule made inactive comes back.
        const updated = await queryRows(
          tx,
          idRow,
          sql`update users set account_status = ${lapse.previousStatus}, updated_at = ${now} where id = ${userId} and account_status = 'inactive' returning id`,
        );
        back = updated.length > 0;
      }
      await tx.insert(auditLog).values({
        actorType: "member",
        actorId: userId,
        action: "ytm_confirmed",
        subjectType: "user",
        subjectId: String(userId),
        details: back && lapse ? { from: "inactive", to: lapse.previousStatus } : {},
        createdAt: now,
      });
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
      const rows = await queryRows(
        tx,
        z.object({ id: int, status: z.string() }),
        sql`select u.id, u.account_status as status from users u left join ad_details x on x.user_id = u.id
            where u.account_status in ('active', 'temporary_active') and not u.is_demo
              and u.last_active_at < ${cutoff} and (x.ytm_verified_at is null or x.ytm_verified_at < ${cutoff})
            order by u.id limit ${batchSize}
            for update of u skip locked`,
      );
      if (!rows.length) return 0;
      const ids = rows.map((r) => r.id);
      const idList = intArray(ids);
      await tx.execute(
        sql`insert into ytm_lapses (user_id, previous_status, lapsed_at)
            select u.id, u.account_status, ${now} from users u where u.id = any(${idList})
            on conflict (user_id) do update set previous_status = excluded.previous_status, lapsed_at = excluded.lapsed_at`,
      );
      await tx.update(users).set({ accountStatus: "inactive", updatedAt: now }).where(inArray(users.id, ids));
      await tx.execute(
        sql`insert into audit_log (actor_type, actor_id, action, subject_type, subject_id, details, created_at)
            select 'system', null, 'ytm_lapsed', 'user', u.id::text, jsonb_build_object('from', l.previous_status, 'to', 'inactive', 'rule', '30 days without activity or YTM confirmation'), ${now}
            from users u join ytm_lapses l on l.user_id = u.id where u.id = any(${idList})`,
      );
      return rows.length;
    });
    total += n;
    if (n < batchSize) return total;
  }
}
