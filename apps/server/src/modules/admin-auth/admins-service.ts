import { eq, sql } from "drizzle-orm";
import { queryRows, schema, type Database } from "@app/db";
import type { TAdmin, TAdminRole } from "@app/contract";
import { AppError } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { loadArgon2 } from "../../lib/native.ts";
import { countRow } from "../../lib/rows.ts";
import type { SessionService } from "../auth/session-service.ts";
import { adminAudit, toAdmin, type CurrentAdmin } from "./admin.ts";

const { admins, adminRecoveryCodes } = schema;

/** Admin Management (super admins): the list, adding an admin, disabling or enabling one, and resetting a second factor. */
export function createAdminAccounts(d: { db: Database; clock: Clock; sessions: SessionService }) {
  const audit = adminAudit(d.clock);

  async function list(): Promise<TAdmin[]> {
    return (await d.db.select().from(admins).orderBy(admins.id)).map(toAdmin);
  }

  async function create(by: CurrentAdmin, b: { email: string; name: string; password: string; role: TAdminRole }): Promise<TAdmin> {
    const passwordHash = await (await loadArgon2()).hash(b.password);
    return d.db.transaction(async (tx) => {
      const [exists] = await queryRows(
        tx,
        countRow,
        sql`select count(*)::int as n from admins where lower(email) = ${b.email.toLowerCase()}`,
      );
      if (exists.n > 0)
        throw new AppError(409, "conflict", "An admin with this email already exists", [
          { field: "email", message: "An admin with this email already exists" },
        ]);
      const [row] = await tx
        .insert(admins)
        .values({
          email: b.email.toLowerCase(),
          name: b.name,
          role: b.role,
          passwordHash,
          createdAt: d.clock.now(),
          updatedAt: d.clock.now(),
        })
        .returning();
      await audit(tx, by.id, "admin.created", row.id, { email: row.email, role: row.role });
      return toAdmin(row);
    });
  }

  /** Disables or re-enables an admin; disabling ends their sessions. The last active super admin cannot be disabled. */
  async function setActive(by: CurrentAdmin, id: number, active: boolean): Promise<TAdmin> {
    const row = await d.db.transaction(async (tx) => {
      // Every super admin row is locked, so two admins disabling each other at once cannot both succeed.
      await tx.execute(sql`select id from admins where role = 'super_admin' order by id for update`);
      const [target] = await tx.select().from(admins).where(eq(admins.id, id)).for("update");
      if (!target) throw new AppError(404, "not_found", "Admin not found");
      if (!active && target.role === "super_admin" && target.active) {
        const [others] = await queryRows(
          tx,
          countRow,
          sql`select count(*)::int as n from admins where role = 'super_admin' and active and id <> ${id}`,
        );
        if (others.n === 0) throw new AppError(409, "conflict", "The last super admin cannot be disabled");
      }
      const [updated] = await tx.update(admins).set({ active, updatedAt: d.clock.now() }).where(eq(admins.id, id)).returning();
      await audit(tx, by.id, active ? "admin.enabled" : "admin.disabled", id);
      return updated;
    });
    if (!active) await d.sessions.revokeAll("admin", id);
    return toAdmin(row);
  }

  /** Clears an admin's second factor and recovery codes: their next sign-in enrols a new one. Their sessions end. */
  async function resetTotp(by: CurrentAdmin, id: number): Promise<TAdmin> {
    const row = await d.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(admins)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: d.clock.now() })
        .where(eq(admins.id, id))
        .returning();
      if (!updated) throw new AppError(404, "not_found", "Admin not found");
      await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, id));
      await audit(tx, by.id, "admin.totp_reset", id);
      return updated;
    });
    await d.sessions.revokeAll("admin", id);
    return toAdmin(row);
  }

  return { list, create, setActive, resetTotp };
}
export type AdminAccounts = ReturnType<typeof createAdminAccounts>;
