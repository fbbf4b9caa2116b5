import { and, eq, sql } from "drizzle-orm";
import { schema, type Database } from "@app/db";

export type PointKind = "proposal" | "ccp";

/** One-time bonuses (spec: registration 1, pictures 1, KYC 2, signup 1 proposal + 10 CCP). */
export const bonuses = {
  registration: { kind: "proposal", amount: 1, reason: "Registration bonus" },
  signupCcp: { kind: "ccp", amount: 10, reason: "Signup bonus CCP" },
  pictures: { kind: "proposal", amount: 1, reason: "Bonus for adding pictures" },
  kyc: { kind: "proposal", amount: 2, reason: "Bonus for KYC documents" },
} as const satisfies Record<string, { kind: PointKind; amount: number; reason: string }>;

const column = (kind: PointKind) => (kind === "proposal" ? schema.users.proposalPoints : schema.users.ccp);

/**
 * Grants a one-time bonus inside the caller's transaction. Returns false when it was granted before.
 * The member row is locked first so the ledger's balance_after is exact.
 */
export async function grantBonus(tx: Database, userId: number, key: keyof typeof bonuses): Promise<boolean> {
  const b = bonuses[key];
  const col = column(b.kind);
  const [user] = await tx.select({ balance: col }).from(schema.users).where(eq(schema.users.id, userId)).for("update");
  if (!user) throw new Error(`no member ${userId}`);
  const inserted = await tx
    .insert(schema.pointLedger)
    .values({ userId, kind: b.kind, delta: b.amount, balanceAfter: user.balance + b.amount, reason: b.reason, grantKey: `bonus:${key}` })
    .onConflictDoNothing()
    .returning({ id: schema.pointLedger.id });
  if (!inserted.length) return false;
  await tx
    .update(schema.users)
    .set({ [b.kind === "proposal" ? "proposalPoints" : "ccp"]: sql`${col} + ${b.amount}` })
    .where(eq(schema.users.id, userId));
  return true;
}

/**
 * Spends points atomically: the conditional UPDATE never lets a balance go below zero,
 * whatever runs concurrently. Returns the new balance, or null when there were not enough points.
 */
export async function spend(tx: Database, userId: number, kind: PointKind, amount: number, reason: string): Promise<number | null> {
  const col = column(kind);
  const [row] = await tx
    .update(schema.users)
    .set({ [kind === "proposal" ? "proposalPoints" : "ccp"]: sql`${col} - ${amount}` })
    .where(and(eq(schema.users.id, userId), sql`${col} >= ${amount}`))
    .returning({ balance: col });
  if (!row) return null;
  await tx.insert(schema.pointLedger).values({ userId, kind, delta: -amount, balanceAfter: row.balance, reason });
  return row.balance;
}
