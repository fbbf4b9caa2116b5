import { z } from "zod";
import { schema, type Database } from "@app/db";
import { AppError, badRequest } from "../../http/errors.ts";
import { findControlCharacter, multiLine } from "../../http/input-guard.ts";
import { signatureMatches, webhookSignature, type PaymentGateway } from "../../providers/payments/index.ts";
import type { Settlement } from "./settle-service.ts";

const ZPaymentEntity = z.object({
  id: z.string().min(1),
  order_id: z.string().nullish(),
  amount: z.coerce.number().int(),
  currency: z.string(),
  status: z.string(),
  error_description: z.string().nullish(),
});
const ZRefundEntity = z.object({ id: z.string().min(1), payment_id: z.string().min(1), amount: z.coerce.number().int() });
const ZEvent = z.object({
  event: z.string().min(1),
  payload: z.object({
    payment: z.object({ entity: ZPaymentEntity }).optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    refund: z.object({ entity: ZRefundEntity }).optional(),
  }),
});

const system = { type: "system", id: null } as const;

/**
 * Razorpay's webhook. The signature is checked over the raw body before anything is read (a bad one
 * changes nothing: 401); each event id is stored in the same transaction as its effect, so a
 * redelivered event answers 200 and does nothing. Payments settle through the same function as
 * checkout verification; events arriving out of order cannot undo a grant (a failure only moves an
 * order that is still `created`).
 */
export function createWebhookService(d: { db: Database; gateway: PaymentGateway; settlement: Settlement; afterCommit: () => void }) {
  async function handle(rawBody: Buffer, signature: string | undefined, eventId: string | undefined) {
    if (!signatureMatches(webhookSignature(d.gateway.webhookSecret, rawBody), signature))
      throw new AppError(401, "unauthenticated", "Invalid webhook signature");
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString("utf8"));
    } catch {
      throw badRequest("The webhook body is not JSON");
    }
    if (findControlCharacter(json, multiLine, "body")) throw badRequest("Text must not contain control characters.");
    const parsed = ZEvent.safeParse(json);
    if (!parsed.success) throw badRequest("The webhook body is not a Razorpay event");
    if (!eventId || eventId.length > 100) throw badRequest("The x-razorpay-event-id header is missing");
    const ev = parsed.data;
    const payment = ev.payload.payment?.entity;
    const outcome = await d.db.transaction(async (tx) => {
      const fresh = await tx
        .insert(schema.paymentEvents)
        .values({ eventId, type: ev.event })
        .onConflictDoNothing()
        .returning({ id: schema.paymentEvents.eventId });
      if (!fresh.length) return { duplicate: true, effect: "none" };
      let effect = "ignored";
      if ((ev.event === "payment.captured" || ev.event === "order.paid") && payment?.order_id && payment.status === "captured") {
        const r = await d.settlement.settlePaid(
          tx,
          payment.order_id,
          { id: payment.id, amountPaise: payment.amount, currency: payment.currency },
          system,
          "webhook",
        );
        effect = r.kind;
      } else if (ev.event === "payment.failed" && payment?.order_id) {
        const changed = await d.settlement.markFailed(
          tx,
          payment.order_id,
          payment.id,
          payment.error_description ?? "Payment failed",
          system,
          "webhook",
        );
        effect = changed ? "failed" : "unchanged";
      } else if (ev.event === "refund.processed" && ev.payload.refund) {
        const r = ev.payload.refund.entity;
        const changed = await d.settlement.applyRefund(
          tx,
          { paymentId: r.payment_id, refundId: r.id, amountPaise: r.amount },
          system,
          "webhook",
        );
        effect = changed ? "refunded" : "unchanged";
      }
      return { duplicate: false, effect };
    });
    // Receipt notices written in the event's transaction go out now that it committed.
    if (outcome.effect === "granted") d.afterCommit();
    return outcome;
  }

  return { handle };
}
export type WebhookService = ReturnType<typeof createWebhookService>;
