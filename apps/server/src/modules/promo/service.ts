import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TPromo, TPromoCheckData, ZPromoRequest } from "@app/contract";
import type { Clock } from "../../lib/clock.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { payablePaise } from "../../lib/money.ts";
import { idRow } from "../../lib/rows.ts";
import { conflict, fieldError, notFound } from "../../http/errors.ts";

const { promoCodes, promoRedemptions, plans, auditLog } = schema;
type PromoRow = typeof promoCodes.$inferSelect;
type PromoInput = z.output<typeof ZPromoRequest>;

/** The smallest amount an order may come to after a discount (the gateway's minimum): Rs 1. */
export const MIN_ORDER_PAISE = 100;

const IST_MS = 330 * 60_000;
/** "2026-11-22" (India) → the instant that day starts in India. */
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_MS);
/** The India day of an instant. */
export const indiaDay = (at: Date) => new Date(at.getTime() + IST_MS).toISOString().slice(0, 10);

export const promoMessages = {
  invalid: "This promo code is not valid",
  notYet: "This promo code is not valid yet",
  expired: "This promo code has expired",
  plan: "This promo code does not apply to this plan",
  exhausted: "This promo code has been fully used",
  used: "You have already used this promo code",
  taken: "A promo code with this name already exists",
};

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

/** What a code takes off a price (paise): percent rounded to the paisa, fixed capped so at least Rs 1 is paid. */
export function discountFor(p: Pick<PromoRow, "kind" | "value">, listPaise: number) {
  const raw = p.kind === "percent" ? Math.round((listPaise * p.value) / 100) : p.value;
  return Math.max(0, Math.min(raw, listPaise - MIN_ORDER_PAISE));
}

export type PromoQuote = { promo: PromoRow; listPaise: number; discountPaise: number; amountPaise: number };

/**
 * Promo codes: the admin's CRUD and the checkout's quote and redemption. A use is taken when the
 * order is created, by a conditional UPDATE (`used < max_uses`) in the order's transaction, so the
 * cap holds under any concurrency; once-per-member codes also have a unique redemption per member.
 */
export function createPromoService(d: { db: Database; clock: Clock }) {
  const { db, clock } = d;

  /** Checks a code for a member and a plan price now, without taking a use (the checkout's preview and its first check). */
  async function quote(exec: Database, userId: number, rawCode: string, planId: number, listPaise: number): Promise<PromoQuote> {
    const code = rawCode.trim().toUpperCase();
    const [promo] = await exec.select().from(promoCodes).where(eq(promoCodes.code, code));
    const bad = (message: string, status = 400) =>
      fieldError("promoCode", message, status, status === 409 ? "conflict" : "validation_failed");
    if (!promo || !promo.active) throw bad(promoMessages.invalid);
    const now = clock.now();
    if (now < promo.validFrom) throw bad(promoMessages.notYet);
    if (now >= promo.validTo) throw bad(promoMessages.expired);
    if (promo.planIds.length > 0 && !promo.planIds.includes(planId)) throw bad(promoMessages.plan);
    if (promo.used >= promo.maxUses) throw bad(promoMessages.exhausted, 409);
    if (promo.oncePerMember) {
      const [used] = await exec
        .select({ id: promoRedemptions.id })
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.promoId, promo.id), eq(promoRedemptions.userId, userId), eq(promoRedemptions.oncePerMember, true)));
      if (used) throw bad(promoMessages.used, 409);
    }
    const discountPaise = discountFor(promo, listPaise);
    return { promo, listPaise, discountPaise, amountPaise: listPaise - discountPaise };
  }

  /**
   * Takes one use of the code for an order, inside the order's transaction: the conditional UPDATE
   * holds the cap; the redemption row (unique per order, and per member for once-per-member codes)
   * is written with it. Throws the member-facing refusal when the last use went meanwhile.
   */
  async function redeem(tx: Database, q: PromoQuote, userId: number, orderId: string) {
    const now = clock.now().toISOString();
    const taken = await queryRows(
      tx,
      idRow,
      sql`update promo_codes set used = used + 1
          where id = ${q.promo.id} and active and used < max_uses
            and valid_from <= ${now}::timestamptz and valid_to > ${now}::timestamptz
          returning id`,
    );
    if (taken.length === 0) throw fieldError("promoCode", promoMessages.exhausted, 409, "conflict");
    await tx
      .insert(promoRedemptions)
      .values({ promoId: q.promo.id, userId, orderId, oncePerMember: q.promo.oncePerMember, discountPaise: q.discountPaise });
  }

  /**
   * Takes a use of the code a cheque or bank transfer was paid under, as it clears (in the clearing's
   * transaction): the code was checked when the payment was recorded, so only the cap is held now,
   * by the same conditional UPDATE. Null when no use is left.
   */
  async function takeChequeUse(tx: Database, promoId: number) {
    const [taken] = await queryRows(
      tx,
      z.object({ code: z.string(), oncePerMember: z.boolean() }),
      sql`update promo_codes set used = used + 1 where id = ${promoId} and used < max_uses
          returning code, once_per_member as "oncePerMember"`,
    );
    return taken ?? null;
  }

  /** The redemption row of a use taken by `takeChequeUse`, once the order exists (unique per order, and per member for once-per-member codes). */
  async function recordChequeUse(
    tx: Database,
    r: { promoId: number; userId: number; orderId: string; oncePerMember: boolean; discountPaise: number },
  ) {
    await tx.insert(promoRedemptions).values(r);
  }

  /** Maps the once-per-member unique violation of a concurrent second checkout to its refusal. */
  function refusal(e: unknown) {
    if (isUniqueViolation(e, "promo_redemptions_once_unique")) return fieldError("promoCode", promoMessages.used, 409, "conflict");
    return null;
  }

  /** POST /api/promo/check: the discounted price of a plan for this member (no use is taken). */
  async function check(userId: number, code: string, planId: number): Promise<TPromoCheckData> {
    const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
    if (!plan || !plan.active || (plan.catalog !== "main" && plan.catalog !== "video_profile"))
      throw fieldError("planId", "Plan not found", 404, "not_found");
    const q = await quote(db, userId, code, plan.id, payablePaise(plan));
    return { code: q.promo.code, listPaise: q.listPaise, discountPaise: q.discountPaise, amountPaise: q.amountPaise };
  }

  // ---------- admin ----------

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

  return { quote, redeem, takeChequeUse, recordChequeUse, refusal, check, list, get, create, update, remove };
}
export type PromoService = ReturnType<typeof createPromoService>;
