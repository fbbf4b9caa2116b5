import { desc, eq } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import type { Clock } from "../../lib/clock.ts";
import type { PaymentGateway } from "../../providers/payments/index.ts";
import { toOrder } from "./presenter.ts";
import { currentPlan, startTrial } from "./trial-service.ts";

const { orders } = schema;

/** A member's orders, newest first (the dashboard's payments history). */
export async function listOrders(db: Database, userId: number) {
  const rows = await db
    .select({ order: orders, creditNote: schema.creditNotes.number })
    .from(orders)
    .leftJoin(schema.creditNotes, eq(schema.creditNotes.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(100);
  return rows.map((r) => toOrder(r.order, r.creditNote));
}

/** The member's plan: the one they hold now, the free trial, and their orders. */
export function createPaymentService(d: { db: Database; clock: Clock; gateway: PaymentGateway }) {
  const { db, clock, gateway } = d;
  return {
    provider: gateway.name,
    startTrial: (userId: number) => startTrial(db, clock, userId),
    current: (userId: number) => currentPlan(db, userId, clock.now()),
    history: (userId: number) => listOrders(db, userId),
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
