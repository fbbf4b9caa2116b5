import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import { indiaMonth, indiaToday, type Clock } from "../../lib/clock.ts";
import { int } from "../../lib/rows.ts";

const { pointLedger } = schema;

/** Proposal points, CCP (contact check points) and telecaller calls: balances on the member row, each change in the ledger. */
export type PointKind = "proposal" | "ccp" | "telecaller";

/** One-time bonuses (spec: registration 1, pictures 1, KYC 2, signup 1 proposal + 10 CCP). */
export const bonuses = {
  registration: { kind: "proposal", amount: 1, reason: "Registration bonus" },
  signupCcp: { kind: "ccp", amount: 10, reason: "Signup bonus CCP" },
  pictures: { kind: "proposal", amount: 1, reason: "Bonus for adding pictures" },
  kyc: { kind: "proposal", amount: 2, reason: "Bonus for KYC documents" },
} as const satisfies Record<string, { kind: PointKind; amount: number; reason: string }>;

const field = { proposal: "proposalPoints", ccp: "ccp", telecaller: "telecallerCalls" } as const;
const column = (kind: PointKind) => schema.users[field[kind]];

/**
 * Grants a one-time bonus inside the caller's transaction. Returns false when it was granted before.
 */
export async function grantBonus(tx: Database, userId: number, key: keyof typeof bonuses): Promise<boolean> {
  const b = bonuses[key];
  return grantOnce(tx, userId, b.kind, b.amount, b.reason, `bonus:${key}`);
}

/**
 * Adds points once per grant key (unique per member in the ledger), inside the caller's transaction:
 * a second grant with the same key changes nothing and answers false. The member row is locked first
 * so the ledger's balance_after is exact.
 */
export async function grantOnce(tx: Database, userId: number, kind: PointKind, amount: number, reason: string, grantKey: string) {
  const col = column(kind);
  const [user] = await tx.select({ balance: col }).from(schema.users).where(eq(schema.users.id, userId)).for("update");
  if (!user) throw new Error(`no member ${userId}`);
  const inserted = await tx
    .insert(schema.pointLedger)
    .values({ userId, kind, delta: amount, balanceAfter: user.balance + amount, reason, grantKey })
    .onConflictDoNothing()
    .returning({ id: schema.pointLedger.id });
  if (!inserted.length) return false;
  await tx
    .update(schema.users)
    .set({ [field[kind]]: sql`${col} + ${amount}` })
    .where(eq(schema.users.id, userId));
  return true;
}

/**
 * Takes back up to `upTo` points once per grant key (a refund reverses what is left unspent of a
 * grant): never below zero. Returns how many points were taken back (0 when already done).
 */
export async function reverseOnce(tx: Database, userId: number, kind: PointKind, upTo: number, reason: string, grantKey: string) {
  const col = column(kind);
  const [user] = await tx.select({ balance: col }).from(schema.users).where(eq(schema.users.id, userId)).for("update");
  if (!user) return 0;
  const take = Math.max(0, Math.min(upTo, user.balance));
  const inserted = await tx
    .insert(schema.pointLedger)
    .values({ userId, kind, delta: -take, balanceAfter: user.balance - take, reason, grantKey })
    .onConflictDoNothing()
    .returning({ id: schema.pointLedger.id });
  if (!inserted.length || take === 0) return 0;
  await tx
    .update(schema.users)
    .set({ [field[kind]]: sql`${col} - ${take}` })
    .where(eq(schema.users.id, userId));
  return take;
}

/**
 * Spends points atomically: the conditional UPDATE never lets a balance go below zero,
 * whatever runs concurrently. Returns the new balance, or null when there were not enough points.
 */
export async function spend(tx: Database, userId: number, kind: PointKind, amount: number, reason: string): Promise<number | null> {
  const col = column(kind);
  const [row] = await tx
    .update(schema.users)
    .set({ [field[kind]]: sql`${col} - ${amount}` })
    .where(and(eq(schema.users.id, userId), sql`${col} >= ${amount}`))
    .returning({ balance: col });
  if (!row) return null;
  await tx.insert(schema.pointLedger).values({ userId, kind, delta: -amount, balanceAfter: row.balance, reason });
  return row.balance;
}

/** A member's balances, this month's proposals and today's contact views against their limits, and the ledger. */
export async function pointsSummary(
  db: Database,
  userId: number,
  q: { page: number; limit: number; kind?: PointKind },
  ctx: { month: string; today: string; monthlyLimit: number; dailyContactLimit: number },
) {
  const kindCond = q.kind ? sql`and kind = ${q.kind}` : sql``;
  const [[state], entries] = await Promise.all([
    queryRows(
      db,
      z.object({ proposalPoints: int, ccp: int, telecallerCalls: int, sent: int, views: int, total: int }),
      sql`select u.proposal_points as "proposalPoints", u.ccp, u.telecaller_calls as "telecallerCalls",
                 coalesce((select sent from proposal_quota where user_id = u.id and month = ${ctx.month}), 0) as sent,
                 (select count(*)::int from contact_views where viewer_id = u.id and day = ${ctx.today}) as views,
                 (select count(*)::int from point_ledger where user_id = u.id ${kindCond}) as total
          from users u where u.id = ${userId}`,
    ),
    db
      .select({
        id: pointLedger.id,
        kind: pointLedger.kind,
        delta: pointLedger.delta,
        balanceAfter: pointLedger.balanceAfter,
        reason: pointLedger.reason,
        createdAt: pointLedger.createdAt,
      })
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, userId), q.kind ? eq(pointLedger.kind, q.kind) : undefined))
      .orderBy(desc(pointLedger.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
  ]);
  return {
    proposalPoints: state.proposalPoints,
    ccp: state.ccp,
    telecallerCalls: state.telecallerCalls,
    sentThisMonth: state.sent,
    monthlyLimit: ctx.monthlyLimit,
    contactViewsToday: state.views,
    dailyContactLimit: ctx.dailyContactLimit,
    ledger: entries.map((e) => ({ ...e, kind: e.kind as PointKind, id: Number(e.id), createdAt: e.createdAt.toISOString() })),
    total: state.total,
    page: q.page,
    limit: q.limit,
    totalPages: Math.max(1, Math.ceil(state.total / q.limit)),
  };
}

/** A member's points page, counted against the configured limits on the India calendar. */
export function createPointsService(d: { db: Database; clock: Clock; monthlyLimit: number; dailyContactLimit: number }) {
  return {
    summary(userId: number, q: { page: number; limit: number; kind?: PointKind }) {
      const now = d.clock.now();
      return pointsSummary(d.db, userId, q, {
        month: indiaMonth(now),
        today: indiaToday(now),
        monthlyLimit: d.monthlyLimit,
        dailyContactLimit: d.dailyContactLimit,
      });
    },
  };
}
