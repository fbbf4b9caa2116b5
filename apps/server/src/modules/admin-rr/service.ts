import { Readable } from "node:stream";
import { and, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TAdminRrListData, TAdminRrRow, TRrDueData } from "@app/contract";
import { conflict, notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { emailFor, phoneFor, type ContactView } from "../../lib/contact-mask.ts";
import { int, text, time } from "../../lib/rows.ts";
import { likeEscape, pagination } from "../rr/members-service.ts";
import { csvLine, paiseText } from "../rr/report-service.ts";

const { rrs, rrCommissions, rrPayouts, auditLog, sessions } = schema;

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

const ZDueRow = z.object({
  rrId: int,
  name: z.string(),
  email: z.string(),
  mobileNo: z.string(),
  referCode: text.nullable(),
  entries: int,
  duePaise: int,
});

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

/** India calendar days `from`..`to` (both included) as a condition on a timestamp column. */
const inPeriod = (col: SQL, from: string, to: string) =>
  sql`${col} >= (${from}::date)::timestamp at time zone 'Asia/Kolkata' and ${col} < (${to}::date + 1)::timestamp at time zone 'Asia/Kolkata'`;

type Admin = { id: number };

/**
 * RR Tracker (every RR with status, code, commission rate, referred members and commission earned,
 * paid and due; activation, a change of rate) and RR Payment Downloader (commission due per RR for a
 * period, as a list or a streamed CSV; a payout marks the RR's due rows of the period paid, once).
 */
export function createAdminRrService(d: { db: Database; clock: Clock }) {
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

  const dueSelect = (from: string, to: string, after: number, limit: number) => sql`
    select r.id as "rrId", r.name, r.email, r.mobile as "mobileNo", r.refer_code as "referCode", c.entries, c.due as "duePaise"
    from (select rr_id, count(*) as entries, sum(amount_paise) as due from rr_commissions
          where status = 'due' and ${inPeriod(sql`created_at`, from, to)} and rr_id > ${after} group by rr_id) c
    join rrs r on r.id = c.rr_id
    order by r.id limit ${limit}`;

  /** Commission due per RR for the period (every RR with due entries in it, the net may be zero or less after refunds). */
  async function due(from: string, to: string): Promise<TRrDueData> {
    const rows = await queryRows(d.db, ZDueRow, dueSelect(from, to, 0, 100_000));
    return { rows, totalPaise: rows.reduce((a, r) => a + r.duePaise, 0) };
  }

  /** The same as CSV (UTF-8 with BOM), read and sent 500 RRs at a time. */
  function dueCsv(from: string, to: string): Readable {
    const db = d.db;
    async function* lines() {
      yield "\uFEFF" + csvLine(["RR ID", "Name", "Email", "Mobile", "Referral code", "Period from", "Period to", "Entries", "Due (Rs)"]);
      let after = 0;
      for (;;) {
        const rows = await queryRows(db, ZDueRow, dueSelect(from, to, after, 500));
        for (const r of rows)
          yield csvLine([r.rrId, r.name, r.email, r.mobileNo, r.referCode ?? "", from, to, r.entries, paiseText(r.duePaise)]);
        if (rows.length < 500) return;
        after = rows[rows.length - 1].rrId;
      }
    }
    return Readable.from(lines());
  }

  /**
   * Pays the RR's due entries of the period: with those rows locked, a payout row carrying their sum
   * and the admin's reference, and the rows move to paid. A second request for the same period finds
   * nothing due (409); so does a period whose due entries do not add up to more than zero.
   */
  async function markPaid(input: { rrId: number; from: string; to: string; reference: string }, admin: Admin) {
    return d.db.transaction(async (tx) => {
      const now = d.clock.now();
      const [rr] = await tx.select({ id: rrs.id }).from(rrs).where(eq(rrs.id, input.rrId));
      if (!rr) throw notFound("RR not found");
      const rows = await queryRows(
        tx,
        z.object({ id: int, amount: int }),
        sql`select id, amount_paise as amount from rr_commissions
            where rr_id = ${input.rrId} and status = 'due' and ${inPeriod(sql`created_at`, input.from, input.to)}
            order by id for update`,
      );
      const amount = rows.reduce((a, r) => a + r.amount, 0);
      if (!rows.length || amount <= 0) throw conflict("Nothing is due to this RR for this period.");
      const [payout] = await tx
        .insert(rrPayouts)
        .values({
          rrId: input.rrId,
          amountPaise: amount,
          reference: input.reference,
          periodFrom: input.from,
          periodTo: input.to,
          adminId: admin.id,
          createdAt: now,
        })
        .returning();
      await tx
        .update(rrCommissions)
        .set({ status: "paid", payoutId: payout.id, paidAt: now })
        .where(
          and(
            inArray(
              rrCommissions.id,
              rows.map((r) => r.id),
            ),
            eq(rrCommissions.status, "due"),
          ),
        );
      await tx.insert(auditLog).values({
        actorType: "admin",
        actorId: admin.id,
        action: "rr.payout",
        subjectType: "rr",
        subjectId: String(input.rrId),
        details: {
          payoutId: payout.id,
          amountPaise: amount,
          entries: rows.length,
          reference: input.reference,
          from: input.from,
          to: input.to,
        },
        createdAt: now,
      });
      return {
        id: payout.id,
        rrId: input.rrId,
        amountPaise: amount,
        entries: rows.length,
        reference: payout.reference,
        from: input.from,
        to: input.to,
        paidAt: now.toISOString(),
      };
    });
  }

  return { list, setActive, setCommissionRate, due, dueCsv, markPaid };
}
export type AdminRrService = ReturnType<typeof createAdminRrService>;
