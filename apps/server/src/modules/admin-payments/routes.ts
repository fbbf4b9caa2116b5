import {
  ZAdminOrderDetailResponse,
  ZCreditNoteResponse,
  ZAdminOrdersQuery,
  ZAdminOrdersResponse,
  ZChequeBounceRequest,
  ZChequeCreateRequest,
  ZChequeListQuery,
  ZChequeListResponse,
  ZChequeResponse,
  ZRefundRequest,
  ZRefundResponse,
  ZUuidParams,
} from "@app/contract";
import { adminOnly, currentAdmin } from "../../http/admin-auth.ts";
import type { AppInstance } from "../../http/types.ts";

const tags = ["admin payments"];
const security = [{ bearer: [] }];

/**
 * Online Payments (list, detail, refund) and Cheque Payments (record, clear, bounce). Any admin sees
 * them; moving money (a refund, recording, clearing or bouncing a cheque) needs a super admin.
 */
export async function adminPaymentRoutes(app: AppInstance) {
  const { adminOrders, cheques, receipts } = app.services;
  const guard = adminOnly("moderator");
  const money = adminOnly("super_admin");

  app.get(
    "/api/admin/payments",
    { ...guard, schema: { tags, security, querystring: ZAdminOrdersQuery, response: { 200: ZAdminOrdersResponse } } },
    async (req) => ({ success: true as const, data: await adminOrders.list(req.query) }),
  );

  app.get(
    "/api/admin/payments/:id",
    { ...guard, schema: { tags, security, params: ZUuidParams, response: { 200: ZAdminOrderDetailResponse } } },
    async (req) => ({ success: true as const, data: { order: await adminOrders.detail(req.params.id) } }),
  );

  app.get(
    "/api/admin/payments/:id/credit-note",
    { ...guard, schema: { tags, security, params: ZUuidParams, response: { 200: ZCreditNoteResponse } } },
    async (req) => ({ success: true as const, data: await receipts.creditNote(null, req.params.id) }),
  );

  app.post(
    "/api/admin/payments/:id/refund",
    {
      ...money,
      schema: { tags, security, params: ZUuidParams, body: ZRefundRequest, response: { 200: ZRefundResponse } },
    },
    async (req) => ({
      success: true as const,
      message: "Refund requested",
      data: await adminOrders.refund(req.params.id, currentAdmin(req).id, req.body.reason),
    }),
  );

  app.get(
    "/api/admin/cheques",
    { ...guard, schema: { tags, security, querystring: ZChequeListQuery, response: { 200: ZChequeListResponse } } },
    async (req) => ({ success: true as const, data: await cheques.list(req.query) }),
  );

  app.post(
    "/api/admin/cheques",
    { ...money, schema: { tags, security, body: ZChequeCreateRequest, response: { 200: ZChequeResponse } } },
    async (req) => ({
      success: true as const,
      message: "Payment recorded",
      data: { cheque: await cheques.record(currentAdmin(req).id, req.body) },
    }),
  );

  app.get(
    "/api/admin/cheques/:id",
    { ...guard, schema: { tags, security, params: ZUuidParams, response: { 200: ZChequeResponse } } },
    async (req) => ({ success: true as const, data: { cheque: await cheques.get(req.params.id) } }),
  );

  app.post(
    "/api/admin/cheques/:id/clear",
    { ...money, schema: { tags, security, params: ZUuidParams, response: { 200: ZChequeResponse } } },
    async (req) => ({
      success: true as const,
      message: "Payment cleared; the plan is granted",
      data: { cheque: await cheques.clear(currentAdmin(req).id, req.params.id) },
    }),
  );

  app.post(
    "/api/admin/cheques/:id/bounce",
    { ...money, schema: { tags, security, params: ZUuidParams, body: ZChequeBounceRequest, response: { 200: ZChequeResponse } } },
    async (req) => ({
      success: true as const,
      message: "Payment marked bounced",
      data: { cheque: await cheques.bounce(currentAdmin(req).id, req.params.id, req.body.reason) },
    }),
  );
}
