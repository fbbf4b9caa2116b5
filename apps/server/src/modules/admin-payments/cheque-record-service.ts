import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TCheque, ZChequeCreateRequest } from "@app/contract";
import type { Clock } from "../../lib/clock.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { int, text } from "../../lib/rows.ts";
import { AppError, conflict, fieldError } from "../../http/errors.ts";
import { inr } from "../payments/settle-service.ts";
import { promoMessages, type PromoQuote, type PromoService } from "../promo/service.ts";
import { auditCheque, readCheque } from "./cheque-common.ts";

const { chequePayments, plans } = schema;
const toPaise = (rupees: string | number) => Math.round(Number(rupees) * 100);
type CreateInput = z.output<typeof ZChequeCreateRequest>;

export const chequeMessages = {
  memberUsedPromo: "This member has already used this promo code",
};

/**
 * Recording a cheque or bank transfer: the member (ad number or phone), a plan that is sold, and an
 * amount that is exactly the plan's price, or its price after the promo code the member paid under
 * (quoted as checkout quotes it). Nothing is granted until another super admin clears it.
 */
export function createChequeRecorder(d: { db: Database; clock: Clock; promos: PromoService }) {
  const { db, clock } = d;

  /** The member named by an ad number (B2001) or a phone number. */
  async function findMember(term: string) {
    const t = term.trim();
    const digits = t.replace(/[\s()+-]/g, "").replace(/^(91|0)(?=\d{10}$)/, "");
    const rows = /^[bg]\d{1,12}$/i.test(t)
      ? await queryRows(
          db,
          z.object({ id: int, status: text }),
          sql`select u.id, u.account_status as status from profiles p join users u on u.id = p.user_id where p.profile_id = ${t.toUpperCase()}`,
        )
      : /^\d{10}$/.test(digits)
        ? await queryRows(
            db,
            z.object({ id: int, status: text }),
            sql`select id, account_status as status from users where phone = ${digits}`,
          )
        : [];
    const m = rows[0];
    if (!m || m.status === "deleted") throw fieldError("member", "No member has this ad number or phone", 404, "not_found");
    return m.id;
  }

  /** The code quoted for this member and plan now; a once-per-member code is also refused while another of their cheques holds it. */
  async function quotePromo(userId: number, code: string, planId: number, listPaise: number): Promise<PromoQuote> {
    let q: PromoQuote;
    try {
      q = await d.promos.quote(db, userId, code, planId, listPaise);
    } catch (e) {
      // The checkout's text speaks to the member; here an admin reads it.
      if (e instanceof AppError && e.message === promoMessages.used) throw conflict(chequeMessages.memberUsedPromo, "promoCode");
      throw e;
    }
    if (q.promo.oncePerMember) {
      const [held] = await queryRows(
        db,
        z.object({ held: z.boolean() }),
        sql`select exists(select 1 from cheque_payments where promo_id = ${q.promo.id} and user_id = ${userId} and status = 'recorded') as held`,
      );
      if (held.held) throw conflict(chequeMessages.memberUsedPromo, "promoCode");
    }
    return q;
  }

  async function record(adminId: number, req: CreateInput): Promise<TCheque> {
    const userId = await findMember(req.member);
    const [plan] = await db.select().from(plans).where(eq(plans.id, req.planId));
    if (!plan) throw fieldError("planId", "Plan not found", 404, "not_found");
    if (!plan.active || plan.catalog !== "main") throw conflict("This plan cannot be sold.", "planId");
    const listPaise = toPaise(plan.price);
    const code = req.promoCode?.trim();
    const promo = code ? await quotePromo(userId, code, plan.id, listPaise) : null;
    const pricePaise = promo ? promo.amountPaise : listPaise;
    const amountPaise = toPaise(req.amount);
    if (amountPaise !== pricePaise)
      throw fieldError(
        "amount",
        promo
          ? `The amount must be the plan's price after promo code ${promo.promo.code}, ${inr(pricePaise)}.`
          : `The amount must be the plan's price, ${inr(pricePaise)}.`,
      );
    try {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(chequePayments)
          .values({
            method: req.method,
            number: req.number,
            bank: req.bank,
            chequeDate: req.chequeDate,
            amountPaise,
            userId,
            planId: plan.id,
            promoId: promo?.promo.id ?? null,
            discountPaise: promo?.discountPaise ?? 0,
            note: req.note || null,
            recordedBy: adminId,
            createdAt: clock.now(),
          })
          .returning({ id: chequePayments.id });
        await auditCheque(tx, clock, adminId, "cheque_recorded", row.id, {
          userId,
          planId: plan.id,
          amountPaise,
          method: req.method,
          number: req.number,
          bank: req.bank,
          chequeDate: req.chequeDate,
          planPricePaise: listPaise,
          ...(promo ? { promoCode: promo.promo.code, discountPaise: promo.discountPaise } : {}),
        });
        return row.id;
      });
      return await readCheque(db, id);
    } catch (e) {
      if (isUniqueViolation(e, "cheque_payments_number_unique"))
        throw conflict(`This ${req.method === "cheque" ? "cheque" : "transfer"} number of this bank is already recorded.`, "number");
      throw e;
    }
  }

  return { record };
}
