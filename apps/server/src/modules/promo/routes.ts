import {
  ZIdParams,
  ZPromoCheckRequest,
  ZPromoCheckResponse,
  ZPromoDeleteResponse,
  ZPromoListResponse,
  ZPromoRequest,
  ZPromoResponse,
} from "@app/contract";
import { adminOnly, currentAdmin } from "../../http/admin-auth.ts";
import { memberOnly, requirePrincipal } from "../../http/auth.ts";
import { checkoutLimit } from "../../http/rate-limits.ts";
import type { AppInstance } from "../../http/types.ts";

const tags = ["promo"];
const security = [{ bearer: [] }];

/** Promo codes: the admin's list (any admin), add, edit, delete (super admins: codes are money); the checkout's price check for a member. */
export async function promoRoutes(app: AppInstance) {
  const { promos, promoAdmin } = app.services;
  const guard = adminOnly("moderator");
  const money = adminOnly("super_admin");

  app.post(
    "/api/promo/check",
    { ...memberOnly, config: checkoutLimit, schema: { tags, security, body: ZPromoCheckRequest, response: { 200: ZPromoCheckResponse } } },
    async (req) => ({ success: true as const, data: await promos.check(requirePrincipal(req).id, req.body.code, req.body.planId) }),
  );

  app.get("/api/admin/promos", { ...guard, schema: { tags, security, response: { 200: ZPromoListResponse } } }, async () => ({
    success: true as const,
    data: { promos: await promoAdmin.list() },
  }));

  app.post(
    "/api/admin/promos",
    { ...money, schema: { tags, security, body: ZPromoRequest, response: { 200: ZPromoResponse } } },
    async (req) => ({
      success: true as const,
      message: "Promo code created",
      data: { promo: await promoAdmin.create(currentAdmin(req).id, req.body) },
    }),
  );

  app.get(
    "/api/admin/promos/:id",
    { ...guard, schema: { tags, security, params: ZIdParams, response: { 200: ZPromoResponse } } },
    async (req) => ({ success: true as const, data: { promo: await promoAdmin.get(req.params.id) } }),
  );

  app.put(
    "/api/admin/promos/:id",
    { ...money, schema: { tags, security, params: ZIdParams, body: ZPromoRequest, response: { 200: ZPromoResponse } } },
    async (req) => ({
      success: true as const,
      message: "Promo code updated",
      data: { promo: await promoAdmin.update(currentAdmin(req).id, req.params.id, req.body) },
    }),
  );

  app.delete(
    "/api/admin/promos/:id",
    { ...money, schema: { tags, security, params: ZIdParams, response: { 200: ZPromoDeleteResponse } } },
    async (req) => {
      const r = await promoAdmin.remove(currentAdmin(req).id, req.params.id);
      return { success: true as const, message: r.deleted ? "Promo code deleted" : "Promo code deactivated", data: r };
    },
  );
}
