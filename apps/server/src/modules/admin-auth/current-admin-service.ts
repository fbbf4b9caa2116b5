import { eq } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import type { TAdmin, TAdminRole } from "@app/contract";
import { forbidden, unauthenticated } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import type { SessionService } from "../auth/session-service.ts";
import { adminAudit, toAdmin, type CurrentAdmin } from "./admin.ts";

export type { CurrentAdmin } from "./admin.ts";
const { admins } = schema;

/** The admin principal of a request (`http/admin-auth.ts`), the signed-in admin's own account, and signing out. */
export function createCurrentAdmin(d: { db: Database; clock: Clock; sessions: SessionService }) {
  const audit = adminAudit(d.clock);

  /** The admin behind a request: 401 without a (valid) session, 403 for a member or RR, or a moderator on a super-admin action. */
  async function authorize(
    principal: { type: string; id: number; sessionId: number } | null,
    hadToken: boolean,
    role: TAdminRole,
  ): Promise<CurrentAdmin> {
    if (!principal)
      throw unauthenticated(hadToken ? "Your admin session has ended. Please sign in again." : "Please login as admin to access this page");
    if (principal.type !== "admin") throw forbidden("This is for admins only");
    const [a] = await d.db
      .select({ id: admins.id, name: admins.name, role: admins.role, active: admins.active })
      .from(admins)
      .where(eq(admins.id, principal.id));
    if (!a?.active) throw unauthenticated("Your admin session has ended. Please sign in again.");
    if (role === "super_admin" && a.role !== "super_admin") throw forbidden("Only a super admin can do this");
    return { id: a.id, name: a.name, role: a.role as TAdminRole, sessionId: principal.sessionId };
  }

  async function me(adminId: number): Promise<TAdmin> {
    const [a] = await d.db.select().from(admins).where(eq(admins.id, adminId));
    if (!a) throw unauthenticated("Your admin session has ended. Please sign in again.");
    return toAdmin(a);
  }

  async function logout(admin: CurrentAdmin) {
    await d.sessions.revoke(admin.sessionId);
    await audit(d.db, admin.id, "admin.logout", admin.id);
  }

  return { authorize, me, logout };
}
export type CurrentAdminService = ReturnType<typeof createCurrentAdmin>;
