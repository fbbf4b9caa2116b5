import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TPromo, ZPromoRequest } from "@app/contract";
import type { Clock } from "../../lib/clock.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { conflict, fieldError, notFound } from "../../http/errors.ts";
import { promoMessages, type PromoRow } from "./service.ts";

const { promoCodes, plans, auditLog } = schema;
type PromoInput = z.output<typeof ZPromoRequest>;

const IST_MS = 330 * 60_000;
/** "2026-11-22" (India) → the instant that day starts in India. */
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_MS);
/** The India day of an instant. */
export const indiaDay = (at: Date) => new Date(at.getTime() + IST_MS).toISOString().slice(0, 10);

export function toPromo(p: PromoRow): TPromo {
  return {
    id: p.id,
    code: p.code,
    description: p.description,
    kind: p.kind as TPromo["kind"],
    value: p.kind === "fixed" ? p.value / 100 : p.value,
    validFrom: indiaDay(p.validFrom),
    validTo: indiaDay(new Date(p.validTo.getTime() - 1)),
    maxUses: p.maxUses,
    used: p.used,
    oncePerMember: p.oncePerMember,
    planIds: p.planIds,
    active: p.active,
    createdAt: p.createdAt.toISOString(),
  };
}

/** Promo codes for the admin: the list, one code, adding, saving, and deleting (or deactivating a used one). */
export function createPromoAdmin(d: { db: Database; clock: Clock }) {
  const { db, clock } = d;

  const audit = (tx: Database, adminId: number, action: string, promoId: number, details: Record<string, unknown>) =>
    tx.insert(auditLog).values({
      actorType: "admin",
      actorId: adminId,
      action,
      subjectType: "promo",
      subjectId: String(promoId),
      details,
      createdAt: clock.now(),
    });

  function values(req: PromoInput) {
    return {
      code: req.code,
      description: req.description,
      kind: req.kind,
      value: req.kind === "fixed" ? Math.round(req.value * 100) : req.value,
      validFrom: dayStart(req.validFrom),
      validTo: new Date(dayStart(req.validTo).getTime() + 86_400_000),
      maxUses: req.maxUses,
      oncePerMember: req.oncePerMember,
      planIds: [...new Set(req.planIds)].sort((a, b) => a - b),
      active: req.active,
    };
  }

  async function checkPlans(ids: number[]) {
    if (ids.length === 0) return;
    const known = await db.select({ id: plans.id }).from(plans);
    const missing = ids.filter((id) => !known.some((k) => k.id === id));
    if (missing.length) throw fieldError("planIds", `Unknown plan: ${missing.join(", ")}`);
  }

  async function list() {
    const rows = await db.select().from(promoCodes).orderBy(asc(promoCodes.code));
    return rows.map(toPromo);
  }

  async function get(id: number) {
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
    if (!row) throw notFound("Promo code not found");
    return toPromo(row);
  }

  async function create(adminId: number, req: PromoInput) {
    await checkPlans(req.planIds);
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(promoCodes)
          .values({ ...values(req), createdBy: adminId, createdAt: clock.now(), updatedAt: clock.now() })
          .returning();
        await audit(tx, adminId, "promo_created", row.id, { ...req });
        return toPromo(row);
      });
    } catch (e) {
      if (isUniqueViolation(e, "promo_codes_code_unique")) throw conflict(promoMessages.taken, "code");
      throw e;
    }
  }

  async function update(adminId: number, id: number, req: PromoInput) {
    await checkPlans(req.planIds);
    try {
      return await db.transaction(async (tx) => {
        const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for("update");
        if (!before) throw notFound("Promo code not found");
        if (req.maxUses < before.used)
          throw fieldError("maxUses", `This code was already used ${before.used} times: total uses cannot be lower`);
        if (before.used > 0 && (req.code !== before.code || req.kind !== before.kind))
          throw conflict("A code already used cannot change its name or kind. Create a new code instead.", "code");
        const [row] = await tx
          .update(promoCodes)
          .set({ ...values(req), updatedAt: clock.now() })
          .where(eq(promoCodes.id, id))
          .returning();
        await audit(tx, adminId, "promo_updated", id, { before: toPromo(before), after: { ...req } });
        return toPromo(row);
      });
    } catch (e) {
      if (isUniqueViolation(e, "promo_codes_code_unique")) throw conflict(promoMessages.taken, "code");
      throw e;
    }
  }

  /** Deletes a code never used; a used one is deactivated instead (its orders keep naming it). */
  async function remove(adminId: number, id: number) {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for("update");
      if (!row) throw notFound("Promo code not found");
      // A cheque recorded under the code keeps naming it, as an order does.
      const [named] = await queryRows(
        tx,
        z.object({ named: z.boolean() }),
        sql`select exists(select 1 from cheque_payments where promo_id = ${id}) as named`,
      );
      if (row.used === 0 && !named.named) {
        await tx.delete(promoCodes).where(eq(promoCodes.id, id));
        await audit(tx, adminId, "promo_deleted", id, { code: row.code });
        return { deleted: true, deactivated: false };
      }
      await tx.update(promoCodes).set({ active: false, updatedAt: clock.now() }).where(eq(promoCodes.id, id));
      await audit(tx, adminId, "promo_deactivated", id, { code: row.code, used: row.used });
      return { deleted: false, deactivated: true };
    });
  }

  return { list, get, create, update, remove };
}
export type PromoAdmin = ReturnType<typeof createPromoAdmin>;
