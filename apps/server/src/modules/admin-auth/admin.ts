import { schema, type Database } from "@app/db";
import type { TAdmin, TAdminRole } from "@app/contract";
import type { Clock } from "../../lib/clock.ts";

/** What sign-in, the request's admin and admin management share: the admin's row and shape, and their audit. */

export type AdminRow = typeof schema.admins.$inferSelect;
/** The signed-in admin of a request. */
export type CurrentAdmin = { id: number; name: string; role: TAdminRole; sessionId: number };

export function toAdmin(a: AdminRow): TAdmin {
  return {
    id: a.id,
    email: a.email,
    name: a.name,
    role: a.role as TAdminRole,
    active: a.active,
    totpEnabled: Boolean(a.totpEnabledAt),
    lastLoginAt: a.lastLoginAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}

/** One audit row for something an admin did to an admin account (their own sign-in included). */
export const adminAudit =
  (clock: Clock) => (tx: Database, actorId: number | null, action: string, subjectId: number, details?: Record<string, unknown>) =>
    tx.insert(schema.auditLog).values({
      actorType: "admin",
      actorId,
      action,
      subjectType: "admin",
      subjectId: String(subjectId),
      details: details ?? null,
      createdAt: clock.now(),
    });
