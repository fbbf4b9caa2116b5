import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import { memberStatusLabels, type TAccountStatus, type ZUpdateMemberRequest } from "@app/contract";
import { AppError, badRequest, notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { int, text, time } from "../../lib/rows.ts";
import type { Notifier } from "../notifications/service.ts";
import { awaitingConsent } from "../rr/add-member-service.ts";
import { nextStatus, type StatusAction } from "./status-machine.ts";

const { users, sessions, auditLog, ytmLapses } = schema;

export type StatusChange = { action: StatusAction; to?: TAccountStatus; reason?: string; durationDays?: number | null };
export type Actor = { type: "admin" | "system"; id: number | null };

const ZLocked = z.object({
  id: int,
  status: text,
  blocked: z.boolean(),
  awaitingConsent: z.boolean(),
  profileId: text.nullable(),
  suspendedUntil: time.nullable(),
});

/** Statuses that keep the member away: their sessions end and their ad leaves browse, detail and proposals at once. */
const shutOut = new Set(["suspended", "deleted"]);

function notice(status: TAccountStatus, profileId: string, reason: string | null, until: Date | null, blocked: boolean) {
  const label = memberStatusLabels[status];
  let text: string;
  if (status === "suspended") {
    const end = until ? ` until ${until.toISOString().slice(0, 10)}` : "";
    text = `Your ad ${profileId} has been ${blocked ? "blocked" : "suspended"}${end}. Reason: ${reason ?? "-"}. Please contact support if you have questions.`;
  } else if (status === "active") text = `Your ad ${profileId} is active again and back in circulation.`;
  else text = `The status of your ad ${profileId} is now "${label}".${reason ? ` Reason: ${reason}` : ""}`;
  let bn: string;
  if (status === "suspended") {
    const end = until ? ` ${until.toISOString().slice(0, 10)} পর্যন্ত` : "";
    bn = `আপনার বিজ্ঞাপন ${profileId}${end} ${blocked ? "ব্লক" : "স্থগিত"} করা হয়েছে। কারণ: ${reason ?? "-"}। কোনো প্রশ্ন থাকলে আমাদের সঙ্গে যোগাযোগ করুন।`;
  } else if (status === "active") bn = `আপনার বিজ্ঞাপন ${profileId} আবার চালু হয়েছে এবং প্রচারে ফিরেছে।`;
  else bn = `আপনার বিজ্ঞাপন ${profileId}-এর অবস্থা এখন "${label}"।${reason ? ` কারণ: ${reason}` : ""}`;
  return {
    template: `member.status.${status}`,
    sms: `Shubho Bibaho: ${text}`,
    email: { subject: `Shubho Bibaho: your ad ${profileId}`, text },
    bn: { sms: `শুভ বিবাহ: ${bn}`, email: { subject: `শুভ বিবাহ: আপনার বিজ্ঞাপন ${profileId}`, text: bn } },
  };
}

/**
 * Account status changes by admins (and the end of timed suspensions), through the status machine:
 * each one locks the member row, is audited with who, why and when, and notifies the member. A
 * suspension or block revokes the member's sessions in the same transaction; the `ads` projection
 * follows `users.account_status` by trigger, so the ad leaves browse and detail with the commit.
 */
export function createMemberStatusService(d: { db: Database; clock: Clock; notifier: Notifier }) {
  async function apply(tx: Database, userId: number, change: StatusChange, actor: Actor) {
    const [m] = await queryRows(
      tx,
      ZLocked,
      sql`select u.id, u.account_status as status, (u.blocked_at is not null) as blocked, p.profile_id as "profileId",
                 u.suspended_until as "suspendedUntil",
                 ${awaitingConsent(sql`u.id`)} as "awaitingConsent"
          from users u left join profiles p on p.user_id = u.id where u.id = ${userId} for update of u`,
    );
    if (!m || m.status === "deleted") throw notFound("Member not found");
    const reason = change.reason?.trim() || null;
    const suspending = change.action === "suspend" || change.action === "block" || change.to === "suspended";
    if (suspending && !reason) throw badRequest("Please give a reason", [{ field: "reason", message: "Please give a reason" }]);
    const action: StatusAction =
      change.to === "suspended" ? "suspend" : change.to === "active" && change.action === "set" ? "activate" : change.action;
    const next = nextStatus(m, action, change.to);
    // Refused before anything is written: the member, the audit trail and the outbox stay as they were.
    if (!next.ok) throw new AppError(409, next.code ?? "conflict", next.message);

    const now = d.clock.now();
    const until = suspending && change.durationDays ? new Date(now.getTime() + change.durationDays * 86400_000) : null;
    const blocked = action === "block" ? true : action === "unblock" ? false : m.blocked;
    await tx
      .update(users)
      .set({
        accountStatus: next.status,
        statusReason: next.status === "suspended" || reason ? reason : null,
        suspendedUntil: next.status === "suspended" ? until : null,
        blockedAt: blocked ? now : null,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    // An admin's decision replaces the YTM rule's: confirming YTM must not restore an earlier status.
    await tx.delete(ytmLapses).where(eq(ytmLapses.userId, userId));
    if (shutOut.has(next.status))
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.principalType, "member"), eq(sessions.principalId, userId), isNull(sessions.revokedAt)));
    await tx.insert(auditLog).values({
      actorType: actor.type,
      actorId: actor.id,
      action: `member.${action === "set" ? "status" : action}`,
      subjectType: "member",
      subjectId: String(userId),
      details: { from: m.status, to: next.status, reason, until: until?.toISOString() ?? null },
      createdAt: now,
    });
    if (m.profileId) await d.notifier.enqueue(tx, userId, notice(next.status, m.profileId, reason, until, blocked));
    return next.status;
  }

  /** One admin action on one member. */
  async function change(adminId: number, userId: number, c: StatusChange) {
    const status = await d.db.transaction((tx) => apply(tx, userId, c, { type: "admin", id: adminId }));
    void d.notifier.flush();
    return status;
  }

  /** PUT /api/users/{id}: contact fields and, through the status machine, the status. */
  async function update(adminId: number, userId: number, b: z.output<typeof ZUpdateMemberRequest>) {
    try {
      await d.db.transaction(async (tx) => {
        const [m] = await queryRows(
          tx,
          z.object({ status: text, name: text, email: text.nullable(), alternatePhone: text.nullable() }),
          sql`select account_status as status, name, email, alternate_phone as "alternatePhone" from users where id = ${userId} for update`,
        );
        if (!m || m.status === "deleted") throw notFound("Member not found");
        const set: Partial<typeof users.$inferInsert> = {};
        const changed: Record<string, unknown> = {};
        if (b.name !== undefined && b.name !== m.name) changed.name = set.name = b.name;
        if (b.email !== undefined && (b.email?.toLowerCase() ?? null) !== m.email)
          changed.email = set.email = b.email ? b.email.toLowerCase() : null;
        if (b.alternatePhone !== undefined && b.alternatePhone !== m.alternatePhone)
          changed.alternatePhone = set.alternatePhone = b.alternatePhone;
        if (Object.keys(set).length) {
          await tx
            .update(users)
            .set({ ...set, updatedAt: d.clock.now() })
            .where(eq(users.id, userId));
          await tx.insert(auditLog).values({
            actorType: "admin",
            actorId: adminId,
            action: "member.update",
            subjectType: "member",
            subjectId: String(userId),
            details: { fields: Object.keys(changed) },
            createdAt: d.clock.now(),
          });
        }
        if (b.status && b.status !== m.status)
          await apply(tx, userId, { action: "set", to: b.status, reason: b.reason }, { type: "admin", id: adminId });
      });
    } catch (e) {
      if (isUniqueViolation(e, "users_email_unique"))
        throw new AppError(409, "conflict", "Another member uses this email", [
          { field: "email", message: "Another member uses this email" },
        ]);
      throw e;
    }
    void d.notifier.flush();
  }

  /** Ends suspensions whose time is up (job `suspension-end`); safe to run in every process (rows are locked one at a time). */
  async function endSuspensions(): Promise<number> {
    const due = await queryRows(
      d.db,
      z.object({ id: int }),
      sql`select id from users where suspended_until is not null and suspended_until <= ${d.clock.now().toISOString()}::timestamptz
            and account_status = 'suspended' limit 500`,
    );
    let ended = 0;
    for (const { id } of due) {
      const done = await d.db.transaction(async (tx) => {
        const [still] = await queryRows(
          tx,
          z.object({ id: int, blocked: z.boolean() }),
          sql`select id, (blocked_at is not null) as blocked from users
              where id = ${id} and account_status = 'suspended' and suspended_until <= ${d.clock.now().toISOString()}::timestamptz
              for update skip locked`,
        );
        if (!still) return false;
        // A timed block ends by itself as well.
        await apply(tx, id, { action: still.blocked ? "unblock" : "activate" }, { type: "system", id: null });
        return true;
      });
      if (done) ended++;
    }
    if (ended) void d.notifier.flush();
    return ended;
  }

  return { change, update, endSuspensions, apply };
}
export type MemberStatusService = ReturnType<typeof createMemberStatusService>;
