import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TSubscribeData, TSubscribeRequest } from "@app/contract";
import type { Clock } from "../../lib/clock.ts";
import { randomToken } from "../../lib/crypto.ts";
import { int, text } from "../../lib/rows.ts";
import { AppError, conflict, fieldError, forbidden, notFound } from "../../http/errors.ts";
import { GatewayError, type PaymentGateway } from "../../providers/payments/index.ts";
import { payablePaise, toPaise, toRupees } from "./receipt.ts";
import { EXPIRE_AFTER_MS } from "./reconcile-service.ts";
import { auditOrder } from "./settle-service.ts";
import type { PromoQuote, PromoService } from "../promo/service.ts";

const { orders, plans, users } = schema;

const gatewayDown = () => new AppError(503, "service_unavailable", "Could not initialize payment gateway. Please try again later.");

/** Checkout: a member starts paying for a plan (the server's price, a promo code, a gateway order and the order row). */
export function createCheckout(d: { db: Database; clock: Clock; gateway: PaymentGateway; promos: PromoService }) {
  const { db, clock, gateway, promos } = d;

  /** Starts a checkout: the server's price, a gateway order, an order row (`created`) and its audit row. */
  async function subscribe(userId: number, req: TSubscribeRequest): Promise<TSubscribeData> {
    const [plan] = await db.select().from(plans).where(eq(plans.id, req.planId));
    if (!plan) throw fieldError("planId", "Plan not found", 404, "not_found");
    if (!plan.active) throw conflict("This plan is no longer available. Please choose another plan.", "planId");
    // The plans of /plans and the video profile packages of /announcement; the free trial is granted, never sold.
    if (plan.catalog !== "main" && plan.catalog !== "video_profile") throw conflict("This plan cannot be bought online.", "planId");
    const listPaise = payablePaise(plan);
    if (toPaise(req.amount) !== listPaise)
      throw fieldError(
        "amount",
        `The price of ${plan.name} is ₹${toRupees(listPaise).toLocaleString("en-IN")}. Please reload the page and try again.`,
      );
    const now = clock.now();
    const [member] = await db
      .select({ name: users.name, email: users.email, phone: users.phone, status: users.accountStatus })
      .from(users)
      .where(eq(users.id, userId));
    if (!member) throw notFound("Member not found");
    if (member.status === "suspended") throw forbidden("Your account is suspended. Please contact us.");
    if (plan.type !== "proposal") {
      const [held] = await queryRows(
        db,
        z.object({ held: z.boolean() }),
        sql`select exists(select 1 from member_plans where user_id = ${userId} and plan_id = ${plan.id}
              and starts_at <= ${now.toISOString()}::timestamptz and ends_at is null) as held`,
      );
      if (held.held) throw conflict(`You already have the ${plan.name} plan. It lasts till marriage.`, "planId");
    }
    const answer = (gatewayOrderId: string, amountPaise: number): TSubscribeData => ({
      payment: { amount: amountPaise, currency: "INR", orderId: gatewayOrderId },
      provider: gateway.name,
      keyId: gateway.keyId,
      planName: plan.name,
      planNameBn: plan.nameBn,
      prefill: { name: member.name, email: member.email, contact: member.phone },
    });
    if (req.promoCode) {
      // Checking out again with the same code continues the member's unpaid order for it: closing the
      // payment window must not use the code up (the order holds its use until it is paid or expires).
      const open = await openPromoOrder(userId, plan.id, listPaise, req.promoCode, now);
      if (open) {
        await auditOrder(db, now, { type: "member", id: userId }, "order_resumed", open.id, { gatewayOrderId: open.gatewayOrderId });
        return answer(open.gatewayOrderId, open.amountPaise);
      }
    }
    // A promo code is checked before the gateway order and its use taken with the order row.
    const promo: PromoQuote | null = req.promoCode ? await promos.quote(db, userId, req.promoCode, plan.id, listPaise) : null;
    const amountPaise = promo ? promo.amountPaise : listPaise;
    let gatewayOrderId: string;
    try {
      gatewayOrderId = (
        await gateway.createOrder({
          amountPaise,
          currency: "INR",
          receipt: `m${userId}-${randomToken(6)}`,
          notes: { planId: String(plan.id), memberId: String(userId) },
        })
      ).id;
    } catch (e) {
      if (e instanceof GatewayError) throw gatewayDown();
      throw e;
    }
    try {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({
            userId,
            planId: plan.id,
            planName: plan.name,
            planNameBn: plan.nameBn,
            amountPaise,
            currency: "INR",
            location: req.location,
            promoCode: promo?.promo.code ?? null,
            discountPaise: promo?.discountPaise ?? 0,
            status: "created",
            provider: gateway.name,
            gatewayOrderId,
            createdAt: now,
          })
          .returning({ id: orders.id });
        if (promo) await promos.redeem(tx, promo, userId, row.id);
        await auditOrder(tx, now, { type: "member", id: userId }, "order_created", row.id, {
          planId: plan.id,
          amountPaise,
          gatewayOrderId,
          provider: gateway.name,
          ...(promo ? { promoCode: promo.promo.code, discountPaise: promo.discountPaise } : {}),
        });
      });
    } catch (e) {
      throw promos.refusal(e) ?? e;
    }
    return answer(gatewayOrderId, amountPaise);
  }

  /** The member's latest unpaid order (not yet expired) for this plan at its price now that holds a use of this code, if any. */
  async function openPromoOrder(userId: number, planId: number, listPaise: number, rawCode: string, now: Date) {
    const [open] = await queryRows(
      db,
      z.object({ id: text, gatewayOrderId: text, amountPaise: int }),
      sql`select o.id, o.gateway_order_id as "gatewayOrderId", o.amount_paise as "amountPaise"
            from orders o join promo_redemptions r on r.order_id = o.id join promo_codes c on c.id = r.promo_id
           where o.user_id = ${userId} and o.plan_id = ${planId} and o.status in ('created', 'failed')
             and o.amount_paise + o.discount_paise = ${listPaise}
             and o.provider = ${gateway.name} and c.code = ${rawCode.trim().toUpperCase()}
             and o.created_at > ${new Date(now.getTime() - EXPIRE_AFTER_MS).toISOString()}::timestamptz
           order by o.created_at desc limit 1`,
    );
    return open ?? null;
  }

  return { subscribe };
}
export type Checkout = ReturnType<typeof createCheckout>;
