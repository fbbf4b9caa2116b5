import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TPromoCheckData } from "@app/contract";
import type { Clock } from "../../lib/clock.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { payablePaise } from "../../lib/money.ts";
import { idRow } from "../../lib/rows.ts";
import { fieldError } from "../../http/errors.ts";

const { promoCodes, promoRedemptions, plans } = schema;
export type PromoRow = typeof promoCodes.$inferSelect;

/** The smallest amount an order may come to after a discount (the gateway's minimum): Rs 1. */
export const MIN_ORDER_PAISE = 100;

export const promoMessages = {
  invalid: "This promo code is not valid",
  notYet: "This promo code is not valid yet",
  expired: "This promo code has expired",
  plan: "This promo code does not apply to this plan",
  exhausted: "This promo code has been fully used",
  used: "You have already used this promo code",
  taken: "A promo code with this name already exists",
};

/** What a code takes off a price (paise): percent rounded to the paisa, fixed capped so at least Rs 1 is paid. */
export function discountFor(p: Pick<PromoRow, "kind" | "value">, listPaise: number) {
  const raw = p.kind === "percent" ? Math.round((listPaise * p.value) / 100) : p.value;
  return Math.max(0, Math.min(raw, listPaise - MIN_ORDER_PAISE));
}

export type PromoQuote = { promo: PromoRow; listPaise: number; discountPaise: number; amountPaise: number };

/**
 * Promo codes at checkout: the quote and the redemption (the admin's list is `admin-service.ts`). A use is taken when the
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

  return { quote, redeem, takeChequeUse, recordChequeUse, refusal, check };
}
export type PromoService = ReturnType<typeof createPromoService>;
