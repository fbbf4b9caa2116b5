import {
  ZCurrentPlanResponse,
  ZPlanParams,
  ZPlanResponse,
  ZPlansQuery,
  ZPlansResponse,
  ZSubscribeRequest,
  ZSubscribeResponse,
} from "@app/contract";
import type { AppInstance } from "../../http/types.ts";
import { memberOnly, requirePrincipal } from "../../http/auth.ts";
import { notFound } from "../../http/errors.ts";
import { checkoutLimit } from "../../http/rate-limits.ts";

const member = { tags: ["plans"], security: [{ bearer: [] }] };

export async function planRoutes(app: AppInstance) {
  const { plans, payments, checkout } = app.services;

  app.get(
    "/api/plans",
    { schema: { tags: ["plans"], querystring: ZPlansQuery, response: { 200: ZPlansResponse } } },
    async (req, reply) => {
      reply.header("Cache-Control", "public, max-age=60");
      return { success: true as const, data: await plans.list(req.query) };
    },
  );

  app.get("/api/plans/current", { ...memberOnly, schema: { ...member, response: { 200: ZCurrentPlanResponse } } }, async (req) => ({
    success: true as const,
    data: await payments.current(requirePrincipal(req).id),
  }));

  // The shared client's path for a subscription: the same checkout as /api/v1/payments/subscribe.
  app.post(
    "/api/plans/subscribe",
    {
      ...memberOnly,
      config: checkoutLimit,
      schema: { ...member, body: ZSubscribeRequest, response: { 200: ZSubscribeResponse } },
    },
    async (req) => ({
      success: true as const,
      message: "Order created",
      data: await checkout.subscribe(requirePrincipal(req).id, req.body),
    }),
  );

  app.post("/api/plans/trial", { ...memberOnly, schema: { ...member, response: { 200: ZCurrentPlanResponse } } }, async (req) => ({
    success: true as const,
    message: "Your free 10-day trial has started.",
    data: await payments.startTrial(requirePrincipal(req).id),
  }));

  // Checkout re-reads the plan it was handed, so the price shown is the server's.
  app.get("/api/plans/:id", { schema: { tags: ["plans"], params: ZPlanParams, response: { 200: ZPlanResponse } } }, async (req) => {
    const plan = await plans.byId(req.params.id);
    if (!plan) throw notFound("This plan is no longer available. Please choose another plan.");
    return { success: true as const, data: plan };
  });
}
