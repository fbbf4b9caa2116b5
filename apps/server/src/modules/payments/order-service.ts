import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TSubscribeData, TSubscribeRequest, TTestPayData, TTestPayRequest, TVerifyRequest } from "@app/contract";
import type { Clock } from "../../lib/clock.ts";
import { randomToken } from "../../lib/crypto.ts";
import { int, text } from "../../lib/rows.ts";
import { AppError, conflict, fieldError, forbidden, notFound } from "../../http/errors.ts";
import {
  checkoutSignature,
  GatewayError,
  signatureMatches,
  TestGateway,
  webhookSignature,
  type PaymentGateway,
} from "../../providers/payments/index.ts";
import { toOrder, wasPaid, type OrderRow } from "./presenter.ts";
import { payablePaise, toPaise, toRupees } from "./receipt.ts";
import { EXPIRE_AFTER_MS } from "./reconcile-service.ts";
import { auditOrder, type Settlement } from "./settle-service.ts";
import { currentPlan, startTrial } from "./trial-service.ts";
import type { WebhookService } from "./webhook-service.ts";
import type { PromoQuote, PromoService } from "../promo/service.ts";

const { orders, plans, users } = schema;

const gatewayDown = () => new AppError(503, "service_unavailable", "Could not initialize payment gateway. Please try again later.");

/** A member's orders, newest first (the dashboard's payments history). */
export async function listOrders(db: Database, userId: number) {
  const rows = await db
    .select({ order: orders, creditNote: schema.creditNotes.number })
    .from(orders)
    .leftJoin(schema.creditNotes, eq(schema.creditNotes.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(100);
  return rows.map((r) => toOrder(r.order, r.creditNote));
}

export function createPaymentService(d: {
  db: Database;
  clock: Clock;
  gateway: PaymentGateway;
  settlement: Settlement;
  webhooks: WebhookService;
  promos: PromoService;
}) {
  const { db, clock, gateway, settlement } = d;

  async function ownOrder(userId: number, gatewayOrderId: string): Promise<OrderRow> {
    const [order] = await db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId));
    // Another member's order is answered exactly like an unknown one.
    if (!order || order.userId !== userId) throw notFound("Order not found");
    return order;
  }

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
    const promo: PromoQuote | null = req.promoCode ? await d.promos.quote(db, userId, req.promoCode, plan.id, listPaise) : null;
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
        if (promo) await d.promos.redeem(tx, promo, userId, row.id);
        await auditOrder(tx, now, { type: "member", id: userId }, "order_created", row.id, {
          planId: plan.id,
          amountPaise,
          gatewayOrderId,
          provider: gateway.name,
          ...(promo ? { promoCode: promo.promo.code, discountPaise: promo.discountPaise } : {}),
        });
      });
    } catch (e) {
      throw d.promos.refusal(e) ?? e;
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

  /**
   * The checkout's callback: the signature (HMAC-SHA256 of `order_id|payment_id`, constant-time),
   * the caller's own order, then the payment as the gateway reports it (this order, captured, the
   * order's amount) before the grant.
   */
  async function verify(userId: number, req: TVerifyRequest) {
    const order = await ownOrder(userId, req.razorpay_order_id);
    const paymentId = req.razorpay_payment_id;
    if (!signatureMatches(checkoutSignature(gateway.keySecret, order.gatewayOrderId, paymentId), req.razorpay_signature)) {
      await auditOrder(db, clock.now(), { type: "member", id: userId }, "payment_signature_invalid", order.id, { paymentId });
      throw new AppError(400, "payment_invalid", "Payment verification failed. Please contact us if money was taken.");
    }
    if (wasPaid(order.status) && order.gatewayPaymentId === paymentId) return { order: toOrder(order) };
    let payment;
    try {
      payment = await gateway.fetchPayment(paymentId);
    } catch (e) {
      if (e instanceof GatewayError)
        throw new AppError(
          503,
          "service_unavailable",
          "We could not confirm your payment yet. If money was taken, your plan starts within minutes.",
        );
      throw e;
    }
    if (!payment || payment.orderId !== order.gatewayOrderId)
      throw new AppError(400, "payment_invalid", "This payment does not belong to this order.");
    if (payment.status === "failed") {
      await settlement.markFailed(
        db,
        order.gatewayOrderId,
        payment.id,
        payment.errorDescription ?? "Payment failed",
        { type: "member", id: userId },
        "verify",
      );
      throw new AppError(400, "payment_invalid", "Payment failed. Please try again.");
    }
    if (payment.status !== "captured")
      throw conflict("Your payment is not complete yet. If money was taken, your plan starts within minutes.");
    const r = await settlement.settlePaid(db, order.gatewayOrderId, payment, { type: "member", id: userId }, "verify");
    switch (r.kind) {
      case "granted":
      case "already":
        return { order: toOrder(r.order) };
      case "duplicate":
        throw conflict("This order was already paid with another payment. The second payment will be refunded.");
      case "mismatch":
        throw new AppError(400, "payment_invalid", "The amount paid does not match the order. Please contact us.");
      case "payment_reused":
        throw conflict("This payment has already been used for another order.");
      case "unknown":
        throw notFound("Order not found");
    }
  }

  /**
   * The test gateway's dialog (Pay / Fail): a captured payment answers the signed result the page
   * then verifies; a failure is reported through the webhook, as Razorpay reports it.
   */
  async function testPay(userId: number, req: TTestPayRequest): Promise<TTestPayData> {
    if (!(gateway instanceof TestGateway)) throw notFound("Not found");
    const order = await ownOrder(userId, req.orderId);
    if (wasPaid(order.status)) throw conflict("This order is already paid.");
    const result = await gateway.pay(order.gatewayOrderId, req.outcome === "success" ? "captured" : "failed");
    if (!result) throw notFound("Order not found");
    const { payment, signature } = result;
    if (payment.status === "captured")
      return { razorpay_order_id: order.gatewayOrderId, razorpay_payment_id: payment.id, razorpay_signature: signature };
    const body = Buffer.from(
      JSON.stringify({
        entity: "event",
        event: "payment.failed",
        payload: {
          payment: {
            entity: {
              id: payment.id,
              order_id: order.gatewayOrderId,
              amount: payment.amountPaise,
              currency: "INR",
              status: "failed",
              error_description: payment.errorDescription,
            },
          },
        },
      }),
    );
    await d.webhooks.handle(body, webhookSignature(gateway.webhookSecret, body), `evt_test_${randomToken(9)}`);
    return { error: { description: payment.errorDescription ?? "Payment failed" } };
  }

  return {
    provider: gateway.name,
    subscribe,
    verify,
    testPay,
    startTrial: (userId: number) => startTrial(db, clock, userId),
    current: (userId: number) => currentPlan(db, userId, clock.now()),
    history: (userId: number) => listOrders(db, userId),
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
