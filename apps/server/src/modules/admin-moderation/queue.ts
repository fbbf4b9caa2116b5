import { sql, type SQL } from "drizzle-orm";
import { queryRows, schema, type Database, type RowSchema } from "@app/db";
import { badRequest, notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import type { ContactView } from "../../lib/contact-mask.ts";
import { countRow, int, text } from "../../lib/rows.ts";
import { phoneSearchDigits, searchCondition } from "../admin-members/search-service.ts";
import type { Notice, Notifier } from "../notifications/service.ts";
import { likeEscape } from "../rr/members-service.ts";
import { moderationCounts } from "./counts-service.ts";

/** What the moderation queues share: paging, the search box, the member's columns, notices, audit and a decision's answer. */

export type Decision = "approve" | "reject";
/** A queue's page, its search box's text (`q`), and what the admin may search contact details by (`lib/contact-mask.ts`). */
export type Paging = { page: number; limit: number; q?: string; view: ContactView };

export const ZMember = { memberId: int, profileId: text.nullable(), name: text, status: text };
export const member = (r: { memberId: number; profileId: string | null; name: string; status: string }) => ({
  id: r.memberId,
  profileId: r.profileId,
  name: r.name,
  status: r.status,
});
export const memberJoin = sql`join users u on u.id = q.user_id left join profiles p on p.user_id = u.id`;
export const memberCols = sql`u.id as "memberId", p.profile_id as "profileId", u.name, u.account_status as status`;

/**
 * A queue's search box, on the member joined as `u` and `p`: what the member list's search finds
 * (`searchCondition`: the ad number, the phone number, the e-mail, name words), and also the
 * beginning of the ad number ("B20"), any part of the name, and the mobile number's last digits: the
 * last 4–10 for a super admin, for a moderator only the last four, which the masked number shows
 * (more would let the number be read digit by digit; decision 0009). `%`, `_` and `\` match
 * themselves. It is tested on the queue's own rows (the cheap per-row form), never over every
 * member: a queue is short.
 */
function queueSearch(term: string, view: ContactView): SQL {
  const t = term.trim();
  const also: SQL[] = [sql`u.name ilike ${`%${likeEscape(t)}%`}`];
  if (/^[bg]\d{1,12}$/i.test(t)) also.push(sql`p.profile_id like ${`${t.toUpperCase()}%`}`);
  const digits = phoneSearchDigits(t);
  if (digits && (view === "full" ? /^\d{4,10}$/ : /^\d{4}$/).test(digits)) also.push(sql`u.phone like ${`%${digits}`}`);
  return sql`(${searchCondition(t, view).scan} or ${sql.join(also, sql` or `)})`;
}
/** The search as a condition on a queue's member (`u`, `p`); `true` when the box is empty. */
export const matching = (p: Paging) => (p.q ? queueSearch(p.q, p.view) : sql`true`);

export const page = (p: Paging) => sql`limit ${p.limit} offset ${(p.page - 1) * p.limit}`;

/** What a queue lists (`from … where`, the member joined as `u` and `p`), in what order, and the plain count of what waits. */
export type Queue = { from: SQL; order: SQL; plain: SQL };

/** A queue's page with the search applied, and its total: the plain count, or with a search the rows it keeps. */
export async function queuePage<T>(db: Database, p: Paging, q: Queue, row: RowSchema<T>, select: SQL) {
  const rows = await queryRows(db, row, sql`select ${select} from ${q.from} and ${matching(p)} order by ${q.order} ${page(p)}`);
  const [{ n }] = await queryRows(db, countRow, p.q ? sql`select count(*)::int as n from ${q.from} and ${matching(p)}` : q.plain);
  return { rows, n };
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const needReason = () =>
  badRequest("Please give a reason the member will see", [{ field: "reason", message: "Please give a reason the member will see" }]);
/** A decision on an item known by its uuid: an id that is no uuid is not found (`missing`); a rejection needs a reason. */
export function checkUuidDecision(id: string, decision: Decision, reason: string | undefined, missing: string) {
  if (!UUID.test(id)) throw notFound(missing);
  if (decision === "reject" && !reason?.trim()) throw needReason();
}

export function note(template: string, text: string, bn: string): Notice {
  return {
    template,
    sms: `Shubho Bibaho: ${text}`,
    email: { subject: "Shubho Bibaho: about your ad", text },
    bn: { sms: `শুভ বিবাহ: ${bn}`, email: { subject: "শুভ বিবাহ: আপনার বিজ্ঞাপন সম্পর্কে", text: bn } },
  };
}

/** Records an admin's decision in the audit log, in the decision's transaction. */
export const decisionAudit =
  (clock: Clock) =>
  (tx: Database, adminId: number, action: string, subjectType: string, subjectId: string, details: Record<string, unknown>) =>
    tx
      .insert(schema.auditLog)
      .values({ actorType: "admin", actorId: adminId, action, subjectType, subjectId, details, createdAt: clock.now() });

/** Runs a decision, delivers the notices it wrote, and answers the queues' new counts for the menu. */
export async function decided(d: { db: Database; notifier: Notifier }, run: Promise<unknown>) {
  await run;
  void d.notifier.flush();
  return { decided: true as const, counts: await moderationCounts(d.db) };
}
