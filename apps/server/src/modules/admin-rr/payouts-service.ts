import { Readable } from "node:stream";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TRrDueData } from "@app/contract";
import { conflict, notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { int, text } from "../../lib/rows.ts";
import { csvLine, paiseText } from "../rr/report-service.ts";

const { rrs, rrCommissions, rrPayouts, auditLog } = schema;

const ZDueRow = z.object({
  rrId: int,
  name: z.string(),
  email: z.string(),
  mobileNo: z.string(),
  referCode: text.nullable(),
  entries: int,
  duePaise: int,
});

/** India calendar days `from`..`to` (both included) as a condition on a timestamp column. */
const inPeriod = (col: SQL, from: string, to: string) =>
  sql`${col} >= (${from}::date)::timestamp at time zone 'Asia/Kolkata' and ${col} < (${to}::date + 1)::timestamp at time zone 'Asia/Kolkata'`;

type Admin = { id: number };

/**
 * RR Payment Downloader: commission due per RR for a period, as a list or a streamed CSV; a payout
 * marks the RR's due rows of the period paid, once.
 */
export function createRrPayouts(d: { db: Database; clock: Clock }) {
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

  return { due, dueCsv, markPaid };
}
export type RrPayouts = ReturnType<typeof createRrPayouts>;
