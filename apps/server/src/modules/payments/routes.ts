import {
  ZCreditNoteResponse,
  ZOrderParams,
  ZReceiptResponse,
  ZSubscribeRequest,
  ZSubscribeResponse,
  ZTestPayRequest,
  ZTestPayResponse,
  ZVerifyRequest,
  ZVerifyResponse,
} from "@app/contract";
import { z } from "zod";
import type { AppInstance } from "../../http/types.ts";
import { memberOnly, requirePrincipal } from "../../http/auth.ts";
import { checkoutLimit } from "../../http/rate-limits.ts";

const member = { tags: ["payments"], security: [{ bearer: [] }] };

/** Checkout (subscribe, verify), the test gateway's dialog, receipts, and the gateway's webhook. */
export async function paymentRoutes(app: AppInstance) {
  const { checkout, paymentVerification, receipts, paymentWebhooks } = app.services;

  app.post(
    "/api/v1/payments/subscribe",
    { ...memberOnly, config: checkoutLimit, schema: { ...member, body: ZSubscribeRequest, response: { 200: ZSubscribeResponse } } },
    async (req) => ({
      success: true as const,
      message: "Order created",
      data: await checkout.subscribe(requirePrincipal(req).id, req.body),
    }),
  );

  app.post(
    "/api/v1/payments/verify",
    { ...memberOnly, config: checkoutLimit, schema: { ...member, body: ZVerifyRequest, response: { 200: ZVerifyResponse } } },
    async (req) => ({
      success: true as const,
      message: "Payment successful",
      data: await paymentVerification.verify(requirePrincipal(req).id, req.body),
    }),
  );

  app.post(
    "/api/payments/test-gateway/pay",
    { ...memberOnly, config: checkoutLimit, schema: { ...member, body: ZTestPayRequest, response: { 200: ZTestPayResponse } } },
    async (req) => ({ success: true as const, data: await paymentVerification.testPay(requirePrincipal(req).id, req.body) }),
  );

  app.get(
    "/api/payments/:id/receipt",
    { ...memberOnly, schema: { ...member, params: ZOrderParams, response: { 200: ZReceiptResponse } } },
    async (req) => ({ success: true as const, data: await receipts.receipt(requirePrincipal(req).id, req.params.id) }),
  );

  app.get(
    "/api/payments/:id/credit-note",
    { ...memberOnly, schema: { ...member, params: ZOrderParams, response: { 200: ZCreditNoteResponse } } },
    async (req) => ({ success: true as const, data: await receipts.creditNote(requirePrincipal(req).id, req.params.id) }),
  );

  // The webhook reads its body raw: the signature is over the exact bytes Razorpay sent.
  await app.register(async (scoped: AppInstance) => {
    scoped.removeContentTypeParser("application/json");
    scoped.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    scoped.post(
      "/api/payments/razorpay/webhook",
      {
        config: { rateLimit: { max: 600, timeWindow: "1 minute" } },
        schema: {
          tags: ["payments"],
          response: { 200: z.object({ success: z.literal(true), data: z.object({ duplicate: z.boolean(), effect: z.string() }) }) },
        },
      },
      async (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const header = (name: string) => {
          const v = req.headers[name];
          return typeof v === "string" ? v : undefined;
        };
        return {
          success: true as const,
          data: await paymentWebhooks.handle(raw, header("x-razorpay-signature"), header("x-razorpay-event-id")),
        };
      },
    );
  });
}
