import { eq } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import type { PointKind } from "../points/service.ts";

const { auditLog } = schema;

/** Who moved an order: the member at checkout, an admin, or the system (webhook, reconciliation). */
export type Actor = { type: "member" | "admin" | "system"; id: number | null };
export type Via = "verify" | "webhook" | "reconciliation" | "refund" | "cheque";

/**
 * The member's lock for what decides their ad plans: taken by the settlement before it grants a plan
 * and by the free trial before it checks that no ad plan is held, so the two never interleave.
 */
export async function lockMember(tx: Database, userId: number) {
  await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, userId)).for("update");
}

export async function auditOrder(tx: Database, at: Date, actor: Actor, action: string, orderId: string, details: Record<string, unknown>) {
  await tx.insert(auditLog).values({
    actorType: actor.type,
    actorId: actor.id,
    action,
    subjectType: "order",
    subjectId: orderId,
    details,
    createdAt: at,
  });
}

/** The ledger's once-only key of an order's grant (or its reversal) of one kind: `order:<id>`, `order:<id>:ccp`, `order:<id>:telecaller`. */
export const grantKey = (base: string, kind: PointKind) => (kind === "proposal" ? base : `${base}:${kind}`);
