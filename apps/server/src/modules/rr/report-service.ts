import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import { rrEventTypes, type TRrHistoryData, type TRrPaymentsData, type TRrReportData } from "@app/contract";
import { int, text, time } from "../../lib/rows.ts";
import { pagination } from "./members-service.ts";

const ZPaymentRow = z.object({
  orderId: z.string(),
  memberId: text.nullable(),
  memberName: text.nullable(),
  planName: z.string(),
  planNameBn: z.string().nullable(),
  amountPaise: int,
  netPaise: int,
  status: z.enum(["paid", "refunded", "bounced"]),
  paidAt: time,
  commissionPaise: int.nullable(),
  commissionStatus: text.nullable(),
  reversed: z.boolean(),
});

const ZMonthRow = z.object({ month: z.string(), earned: int, reversed: int, due: int, paid: int });

const ZEventRow = z.object({
  type: z.enum(rrEventTypes),
  at: time,
  memberId: text.nullable(),
  memberName: text.nullable(),
  amountPaise: int.nullable(),
  reference: text.nullable(),
});

const csvCell = (v: string | number) => {
  const s = String(v);
  // A cell a spreadsheet would read as a formula is quoted as text.
  const safe = /^[=+\-@\t\r]/.test(s) && typeof v === "string" ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
export const csvLine = (cells: (string | number)[]) => cells.map(csvCell).join(",") + "\r\n";
export const paiseText = (paise: number) => (paise / 100).toFixed(2);

/** What the RR's panel reports: the referred members' payments, commission by month (and as CSV), and the timeline. */
export function createRrReportService(d: { db: Database }) {
  /** Paid (and since refunded or bounced) orders of the RR's referred members with the commission each earned, newest first. */
  async function payments(rrId: number, q: { page: number; limit: number }): Promise<TRrPaymentsData> {
    const where = sql`u.referred_by_rr_id = ${rrId} and o.status in ('paid','refunded','bounced')`;
    const [{ n }] = await queryRows(
      d.db,
      z.object({ n: int }),
      sql`select count(*) as n from orders o join users u on u.id = o.user_id where ${where}`,
    );
    const rows = await queryRows(
      d.db,
      ZPaymentRow,
      sql`with page as (
            select o.id, o.paid_at from orders o join users u on u.id = o.user_id where ${where}
            order by o.paid_at desc, o.id limit ${q.limit} offset ${(q.page - 1) * q.limit})
          select o.id::text as "orderId", p.profile_id as "memberId", u.name as "memberName", o.plan_name as "planName",
            o.plan_name_bn as "planNameBn", o.amount_paise as "amountPaise", coalesce(c.base_paise, round(o.amount_paise * 100.0 / 118)::int) as "netPaise",
            o.status, o.paid_at as "paidAt", c.amount_paise as "commissionPaise", c.status as "commissionStatus",
            exists (select 1 from rr_commissions x where x.order_id = o.id and x.kind = 'reversal') as reversed
          from page join orders o on o.id = page.id join users u on u.id = o.user_id left join profiles p on p.user_id = u.id
          left join rr_commissions c on c.order_id = o.id and c.kind = 'earned' and c.rr_id = ${rrId}
          order by page.paid_at desc, page.id`,
    );
    return {
      payments: rows.map((r) => ({
        orderId: r.orderId,
        memberId: r.memberId,
        memberName: r.memberName ?? "Deleted member",
        planName: r.planName,
        planNameBn: r.planNameBn,
        amountPaise: r.amountPaise,
        netPaise: r.netPaise,
        status: r.status,
        paidAt: r.paidAt.toISOString(),
        commissionPaise: r.commissionPaise ?? 0,
        commissionStatus: r.reversed ? "reversed" : r.commissionStatus === "paid" ? "paid" : "due",
      })),
      pagination: pagination(q.page, q.limit, n),
    };
  }

  /** The ledger by month (India time): earned, reversed by refunds, still due and paid out; totals over all months. */
  async function report(rrId: number): Promise<TRrReportData> {
    const rows = await queryRows(
      d.db,
      ZMonthRow,
      sql`select to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month,
            coalesce(sum(amount_paise) filter (where kind = 'earned'), 0) as earned,
            coalesce(-sum(amount_paise) filter (where kind = 'reversal'), 0) as reversed,
            coalesce(sum(amount_paise) filter (where status = 'due'), 0) as due,
            coalesce(sum(amount_paise) filter (where status = 'paid'), 0) as paid
          from rr_commissions where rr_id = ${rrId} group by 1 order by 1 desc`,
    );
    const months = rows.map((r) => ({
      month: r.month,
      earnedPaise: r.earned,
      reversedPaise: r.reversed,
      duePaise: r.due,
      paidPaise: r.paid,
    }));
    const sum = (k: "earnedPaise" | "reversedPaise" | "duePaise" | "paidPaise") => months.reduce((a, m) => a + m[k], 0);
    return {
      months,
      totals: {
        earnedPaise: sum("earnedPaise"),
        reversedPaise: sum("reversedPaise"),
        duePaise: sum("duePaise"),
        paidPaise: sum("paidPaise"),
      },
    };
  }

  /** The report as CSV (UTF-8 with BOM, so spreadsheets read it as UTF-8). */
  async function reportCsv(rrId: number): Promise<string> {
    const r = await report(rrId);
    let out = "\uFEFF" + csvLine(["Month", "Earned (Rs)", "Reversed (Rs)", "Due (Rs)", "Paid (Rs)"]);
    for (const m of r.months)
      out += csvLine([m.month, paiseText(m.earnedPaise), paiseText(m.reversedPaise), paiseText(m.duePaise), paiseText(m.paidPaise)]);
    const t = r.totals;
    out += csvLine(["Total", paiseText(t.earnedPaise), paiseText(t.reversedPaise), paiseText(t.duePaise), paiseText(t.paidPaise)]);
    return out;
  }

  /** The latest 100 events: referrals, members added and confirmed, the account's activation, payments, refunds, bounced cheques and payouts. */
  async function history(rrId: number): Promise<TRrHistoryData> {
    const sub = String(rrId);
    const rows = await queryRows(
      d.db,
      ZEventRow,
      sql`select * from (
            (select 'referral' as type, u.created_at as at, p.profile_id as "memberId", u.name as "memberName", null::int as "amountPaise", null as reference
              from users u left join profiles p on p.user_id = u.id
              where u.referred_by_rr_id = ${rrId} and u.account_status <> 'deleted'
                and not exists (select 1 from rr_member_invites i where i.user_id = u.id)
              order by u.created_at desc limit 100)
            union all
            (select 'member_added', i.created_at, p.profile_id, u.name, null, null
              from rr_member_invites i join users u on u.id = i.user_id left join profiles p on p.user_id = u.id where i.rr_id = ${rrId}
              order by i.created_at desc limit 100)
            union all
            (select 'member_confirmed', i.confirmed_at, p.profile_id, u.name, null, null
              from rr_member_invites i join users u on u.id = i.user_id left join profiles p on p.user_id = u.id
              where i.rr_id = ${rrId} and i.confirmed_at is not null order by i.confirmed_at desc limit 100)
            union all
            select case when a.action = 'rr.activated' then 'activation' else 'deactivation' end, a.created_at, null, null, null, null
              from audit_log a where a.subject_type = 'rr' and a.subject_id = ${sub} and a.action in ('rr.activated','rr.deactivated')
            union all
            (select case when c.kind = 'earned' then 'payment' when o.status = 'bounced' then 'bounce' else 'refund' end,
                c.created_at, p.profile_id, coalesce(u.name, 'Deleted member'), c.amount_paise, null
              from rr_commissions c left join orders o on o.id = c.order_id left join users u on u.id = c.user_id
                left join profiles p on p.user_id = u.id where c.rr_id = ${rrId}
              order by c.created_at desc limit 100)
            union all
            (select 'payout', po.created_at, null, null, po.amount_paise, po.reference from rr_payouts po where po.rr_id = ${rrId}
              order by po.created_at desc limit 100)
          ) e order by at desc limit 100`,
    );
    return { events: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
  }

  return { payments, report, reportCsv, history };
}
export type RrReportService = ReturnType<typeof createRrReportService>;
