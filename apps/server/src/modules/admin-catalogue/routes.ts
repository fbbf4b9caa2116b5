import {
  ZAdminLocationsResponse,
  ZAdminPlanRequest,
  ZAdminPlanResponse,
  ZAdminPlansResponse,
  ZAdminReligionsResponse,
  ZCatalogueAddRequest,
  ZCatalogueDeleteRequest,
  ZCatalogueDeleteResponse,
  ZCatalogueEditRequest,
  ZCatalogueItemResponse,
  ZCatalogueListParams,
  ZIdParams,
} from "@app/contract";
import { adminOnly, currentAdmin } from "../../http/admin-auth.ts";
import type { AppInstance } from "../../http/types.ts";

const tags = ["admin catalogue"];
const security = [{ bearer: [] }];

/** Locations, Religions and Package: super admins only, reading included. */
export async function adminCatalogueRoutes(app: AppInstance) {
  const { catalogue, catalogueChanges, planAdmin } = app.services;
  const guard = adminOnly("super_admin");

  app.get(
    "/api/admin/catalogue/states",
    { ...guard, schema: { tags, security, response: { 200: ZAdminLocationsResponse } } },
    async () => ({
      success: true as const,
      data: await catalogue.locations(),
    }),
  );

  app.get(
    "/api/admin/catalogue/religions",
    { ...guard, schema: { tags, security, response: { 200: ZAdminReligionsResponse } } },
    async () => ({
      success: true as const,
      data: await catalogue.religions(),
    }),
  );

  app.post(
    "/api/admin/catalogue/:list",
    {
      ...guard,
      schema: { tags, security, params: ZCatalogueListParams, body: ZCatalogueAddRequest, response: { 200: ZCatalogueItemResponse } },
    },
    async (req) => ({
      success: true as const,
      message: "Added to the list",
      data: { item: await catalogueChanges.add(currentAdmin(req).id, req.params.list, req.body) },
    }),
  );

  app.put(
    "/api/admin/catalogue/:list",
    {
      ...guard,
      schema: { tags, security, params: ZCatalogueListParams, body: ZCatalogueEditRequest, response: { 200: ZCatalogueItemResponse } },
    },
    async (req) => ({
      success: true as const,
      message: "Saved",
      data: { item: await catalogueChanges.edit(currentAdmin(req).id, req.params.list, req.body) },
    }),
  );

  app.delete(
    "/api/admin/catalogue/:list",
    {
      ...guard,
      schema: { tags, security, params: ZCatalogueListParams, body: ZCatalogueDeleteRequest, response: { 200: ZCatalogueDeleteResponse } },
    },
    async (req) => ({
      success: true as const,
      message: "Deleted from the list",
      data: await catalogueChanges.remove(currentAdmin(req).id, req.params.list, req.body),
    }),
  );

  app.get("/api/admin/plans", { ...guard, schema: { tags, security, response: { 200: ZAdminPlansResponse } } }, async () => ({
    success: true as const,
    data: { plans: await planAdmin.list() },
  }));

  app.put(
    "/api/admin/plans/:id",
    { ...guard, schema: { tags, security, params: ZIdParams, body: ZAdminPlanRequest, response: { 200: ZAdminPlanResponse } } },
    async (req) => ({
      success: true as const,
      message: "Plan saved",
      data: { plan: await planAdmin.update(currentAdmin(req).id, req.params.id, req.body) },
    }),
  );
}
