import { sql } from "drizzle-orm";
import type { Database } from "@app/db";

/**
 * The commission ledger's two entries, written inside the payment settlement's transaction (the
 * order row is locked there): a referred member's paid order earns its RR `rate × amount net of GST`
 * once (unique order + kind), and its refund writes the matching negative entry once. The rate is the
 * RR's as this statement reads it, and the entry keeps it: an admin's later change of the RR's rate
 * applies to payments settled after it. A member without an RR, or whose RR is inactive when the order
 * is paid, earns nobody anything.
 */
export async function accrueCommission(tx: Database, order: { id: string; userId: number | null; netPaise: number }, at: Date) {
  if (order.userId === null) return;
  const net = order.netPaise;
  await tx.execute(sql`
    insert into rr_commissions (rr_id, user_id, order_id, kind, base_paise, rate_percent, amount_paise, status, created_at)
    select r.id, u.id, ${order.id}::uuid, 'earned', ${net}, r.commission, round(${net}::numeric * r.commission / 100)::int, 'due', ${at.toISOString()}::timestamptz
    from users u join rrs r on r.id = u.referred_by_rr_id and r.active
    where u.id = ${order.userId}
    on conflict (order_id, kind) do nothing`);
}

/** A refunded order, or a cheque that bounced after clearing, takes back the commission it earned (a negative entry, due until settled with the next payout). */
export async function reverseCommission(tx: Database, orderId: string, at: Date) {
  await tx.execute(sql`
    insert into rr_commissions (rr_id, user_id, order_id, kind, base_paise, rate_percent, amount_paise, status, created_at)
    select rr_id, user_id, order_id, 'reversal', base_paise, rate_percent, -amount_paise, 'due', ${at.toISOString()}::timestamptz
    from rr_commissions where order_id = ${orderId}::uuid and kind = 'earned'
    on conflict (order_id, kind) do nothing`);
}
