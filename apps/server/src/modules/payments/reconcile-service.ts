import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import type { Clock } from "../../lib/clock.ts";
import { time } from "../../lib/rows.ts";
import type { PaymentGateway } from "../../providers/payments/index.ts";
import type { Settlement } from "./settle-service.ts";

/** Orders still `created` this long are looked up at the gateway. */
export const RECONCILE_AFTER_MS = 10 * 60_000;
/** Orders unpaid this long expire. */
export const EXPIRE_AFTER_MS = 24 * 60 * 60_000;
/** An order looked up is not looked up again for this long. */
const RECHECK_AFTER_MS = 5 * 60_000;
const BATCH = 50;

const ZClaim = z.object({ id: z.string(), gatewayOrderId: z.string(), createdAt: time });
const system = { type: "system", id: null } as const;

/**
 * Settles orders whose browser never came back: each order still `created` after 10 minutes is
 * claimed (its check time set in one conditional UPDATE with SKIP LOCKED, so processes share the
 * work without asking the gateway twice), looked up at the gateway and settled through the same
 * function as checkout; an order unpaid after 24 hours expires. No transaction is held while the
 * gateway answers.
 */
export function createReconciliation(d: {
  db: Database;
  clock: Clock;
  gateway: PaymentGateway;
  settlement: Settlement;
  log?: { warn: (o: object, m: string) => void };
}) {
  async function run(): Promise<{ checked: number; settled: number; failed: number; expired: number }> {
    const now = d.clock.now();
    const claimed = await queryRows(
      d.db,
      ZClaim,
      sql`update orders set checked_at = ${now.toISOString()}::timestamptz
          where id in (
            select id from orders
            where status = 'created' and created_at <= ${new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString()}::timestamptz
              and (checked_at is null or checked_at <= ${new Date(now.getTime() - RECHECK_AFTER_MS).toISOString()}::timestamptz)
            order by created_at limit ${BATCH} for update skip locked)
          returning id, gateway_order_id as "gatewayOrderId", created_at as "createdAt"`,
    );
    const out = { checked: claimed.length, settled: 0, failed: 0, expired: 0 };
    for (const o of claimed) {
      try {
        const payments = await d.gateway.orderPayments(o.gatewayOrderId);
        const captured = payments.find((p) => p.status === "captured");
        if (captured) {
          const r = await d.settlement.settlePaid(d.db, o.gatewayOrderId, captured, system, "reconciliation");
          if (r.kind === "granted") out.settled++;
          continue;
        }
        if (now.getTime() - o.createdAt.getTime() >= EXPIRE_AFTER_MS) {
          if (await d.settlement.expire(o.id)) out.expired++;
          continue;
        }
        const failed = payments.filter((p) => p.status === "failed");
        if (failed.length && failed.length === payments.length) {
          const last = failed[failed.length - 1];
          if (
            await d.settlement.markFailed(
              d.db,
              o.gatewayOrderId,
              last.id,
              last.errorDescription ?? "Payment failed",
              system,
              "reconciliation",
            )
          )
            out.failed++;
        }
      } catch (err) {
        // The gateway was unreachable: the order is looked up again on a later pass.
        d.log?.warn({ err, order: o.id }, "reconciliation lookup failed");
      }
    }
    return out;
  }
  return { run };
}
export type Reconciliation = ReturnType<typeof createReconciliation>;
