import { and, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TAdminRrListData, TAdminRrRow } from "@app/contract";
import { conflict, notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { emailFor, phoneFor, type ContactView } from "../../lib/contact-mask.ts";
import { int, text, time } from "../../lib/rows.ts";
import { likeEscape, pagination } from "../rr/members-service.ts";

const { rrs, auditLog, sessions } = schema;

const ZTrackerRow = z.object({
  id: int,
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  active: z.boolean(),
  referCode: text.nullable(),
  commission: z.coerce.number(),
  members: int,
  earned: int,
  paid: int,
  due: int,
  createdAt: time,
});
type TrackerRow = z.infer<typeof ZTrackerRow>;

const toRow = (r: TrackerRow, view: ContactView = "full"): TAdminRrRow => ({
  id: r.id,
  name: r.name,
  email: emailFor(view, r.email),
  mobileNo: phoneFor(view, r.mobile),
  status: r.active ? "active" : "inactive",
  referCode: r.referCode,
  commissionRate: r.commission,
  referredMembers: r.members,
  earnedPaise: r.earned,
  paidPaise: r.paid,
  duePaise: r.due,
  createdAt: r.createdAt.toISOString(),
});

type Admin = { id: number };

/**
 * RR Tracker: every RR with status, code, commission rate, referred members and commission earned,
 * paid and due; activation, and a change of rate.
 */
export function createRrTracker(d: { db: Database; clock: Clock }) {
  const trackerSelect = (where: SQL) => sql`
    select r.id, r.name, r.email, r.mobile, r.active, r.refer_code as "referCode", r.commission, r.created_at as "createdAt",
      (select count(*) from users u where u.referred_by_rr_id = r.id and u.account_status <> 'deleted') as members,
      coalesce(c.earned, 0) as earned, coalesce(c.paid, 0) as paid, coalesce(c.due, 0) as due
    from rrs r
    left join lateral (select sum(amount_paise) as earned, sum(amount_paise) filter (where status = 'paid') as paid,
        sum(amount_paise) filter (where status = 'due') as due from rr_commissions where rr_id = r.id) c on true
    where ${where}`;

  /**
   * The tracker as a super admin (`full`) or a moderator (`masked`) sees it: a moderator gets the RRs'
   * phones and e-mails masked and finds an RR by name or code, or by a whole e-mail or number only, so
   * no contact can be read out a character at a time (decision 0009).
   */
  async function list(q: { page: number; limit: number; search?: string }, view: ContactView = "full"): Promise<TAdminRrListData> {
    let where = sql`true`;
    if (q.search) {
      const term = q.search.toLowerCase();
      const s = `%${likeEscape(term)}%`;
      where =
        view === "full"
          ? sql`(lower(r.name) like ${s} or lower(r.email) like ${s} or lower(coalesce(r.refer_code, '')) like ${s} or r.mobile like ${s})`
          : sql`(lower(r.name) like ${s} or lower(coalesce(r.refer_code, '')) like ${s} or lower(r.email) = ${term} or r.mobile = ${term})`;
    }
    const [{ n }] = await queryRows(d.db, z.object({ n: int }), sql`select count(*) as n from rrs r where ${where}`);
    const rows = await queryRows(
      d.db,
      ZTrackerRow,
      sql`${trackerSelect(where)} order by r.created_at desc, r.id desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
    );
    return { rrs: rows.map((r) => toRow(r, view)), pagination: pagination(q.page, q.limit, n) };
  }

  async function one(id: number): Promise<TAdminRrRow> {
    const [row] = await queryRows(d.db, ZTrackerRow, trackerSelect(sql`r.id = ${id}`));
    if (!row) throw notFound("RR not found");
    return toRow(row);
  }

  /**
   * Activates or deactivates an RR (super admin), audited; setting the status it already has is a 409.
   * Deactivation ends the RR's sessions in the same transaction, and keeps `activated_at` (set if a
   * row lacked it), which tells a deactivated RR from one awaiting a first activation.
   */
  async function setActive(id: number, active: boolean, admin: Admin): Promise<TAdminRrRow> {
    await d.db.transaction(async (tx) => {
      const now = d.clock.now();
      const [row] = await tx
        .update(rrs)
        .set({ active, updatedAt: now, activatedAt: active ? now : sql`coalesce(${rrs.activatedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(rrs.id, id), ne(rrs.active, active)))
        .returning({ id: rrs.id });
      if (!row) {
        const [exists] = await tx.select({ id: rrs.id }).from(rrs).where(eq(rrs.id, id));
        if (!exists) throw notFound("RR not found");
        throw conflict(active ? "This RR is already active." : "This RR is already inactive.");
      }
      const ended = active
        ? []
        : await tx
            .update(sessions)
            .set({ revokedAt: now })
            .where(and(eq(sessions.principalType, "rr"), eq(sessions.principalId, id), isNull(sessions.revokedAt)))
            .returning({ id: sessions.id });
      await tx.insert(auditLog).values({
        actorType: "admin",
        actorId: admin.id,
        action: active ? "rr.activated" : "rr.deactivated",
        subjectType: "rr",
        subjectId: String(id),
        details: active ? {} : { sessionsEnded: ended.length },
        createdAt: now,
      });
    });
    return one(id);
  }

  /**
   * Sets the RR's commission rate (per cent, super admin), audited with the old and the new rate and
   * the reason. The RR row is locked while deciding, so concurrent changes apply one after another and
   * each real change leaves one audit row; the rate the RR already has changes nothing (`changed:
   * false`). Commission entries keep the rate they were earned at: the new one applies to payments
   * settled from now on (the settlement reads the RR's rate in its own transaction).
   */
  async function setCommissionRate(id: number, rate: number, reason: string | undefined, admin: Admin) {
    const changed = await d.db.transaction(async (tx) => {
      const [row] = await tx.select({ commission: rrs.commission }).from(rrs).where(eq(rrs.id, id)).for("update");
      if (!row) throw notFound("RR not found");
      const from = Number(row.commission);
      if (from === rate) return false;
      const now = d.clock.now();
      await tx
        .update(rrs)
        .set({ commission: rate.toFixed(2), updatedAt: now })
        .where(eq(rrs.id, id));
      await tx.insert(auditLog).values({
        actorType: "admin",
        actorId: admin.id,
        action: "rr.commission_rate_changed",
        subjectType: "rr",
        subjectId: String(id),
        details: { fromPercent: from, toPercent: rate, reason: reason || null },
        createdAt: now,
      });
      return true;
    });
    return { rr: await one(id), changed };
  }

  return { list, setActive, setCommissionRate };
}
export type RrTracker = ReturnType<typeof createRrTracker>;
