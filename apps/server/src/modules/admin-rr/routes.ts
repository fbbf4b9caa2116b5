import {
  ZAdminRrCommissionRateRequest,
  ZAdminRrCommissionRateResponse,
  ZAdminRrIdParams,
  ZAdminRrListResponse,
  ZAdminRrStatusRequest,
  ZAdminRrStatusResponse,
  ZPayoutPeriodQuery,
  ZRrDueResponse,
  ZRrPageQuery,
  ZRrPayoutRequest,
  ZRrPayoutResponse,
} from "@app/contract";
import type { AppInstance } from "../../http/types.ts";
import { adminOnly, currentAdmin } from "../../http/admin-auth.ts";
import { contactViewOf } from "../../lib/contact-mask.ts";
import { badRequest } from "../../http/errors.ts";

const tags = ["admin rr"];
const rateChangedMessage = "Commission rate changed";
const rateUnchangedMessage = "The RR already has this commission rate";
const security = [{ bearer: [] }];

/**
 * RR Tracker and RR Payment Downloader. Moderators read the tracker; activating or deactivating an
 * RR, changing an RR's commission rate, the payout list, its CSV and marking a payout paid are for
 * super admins.
 */
export async function adminRrRoutes(app: AppInstance) {
  const { adminRr } = app.services;

  app.get(
    "/api/admin/rr",
    { ...adminOnly("moderator"), schema: { tags, security, querystring: ZRrPageQuery, response: { 200: ZAdminRrListResponse } } },
    async (req) => ({ success: true as const, data: await adminRr.tracker.list(req.query, contactViewOf(currentAdmin(req).role)) }),
  );

  app.put(
    "/api/admin/rr/:id/status",
    {
      ...adminOnly("super_admin"),
      schema: { tags, security, params: ZAdminRrIdParams, body: ZAdminRrStatusRequest, response: { 200: ZAdminRrStatusResponse } },
    },
    async (req) => {
      const rr = await adminRr.tracker.setActive(req.params.id, req.body.active, currentAdmin(req));
      return {
        success: true as const,
        message: req.body.active ? "RR activated successfully" : "RR deactivated successfully",
        data: { rr },
      };
    },
  );

  app.put(
    "/api/admin/rr/:id/commission-rate",
    {
      ...adminOnly("super_admin"),
      schema: {
        tags,
        security,
        params: ZAdminRrIdParams,
        body: ZAdminRrCommissionRateRequest,
        response: { 200: ZAdminRrCommissionRateResponse },
      },
    },
    async (req) => {
      const data = await adminRr.tracker.setCommissionRate(req.params.id, req.body.rate, req.body.reason, currentAdmin(req));
      return { success: true as const, message: data.changed ? rateChangedMessage : rateUnchangedMessage, data };
    },
  );

  app.get(
    "/api/admin/rr/payouts/due",
    { ...adminOnly("super_admin"), schema: { tags, security, querystring: ZPayoutPeriodQuery, response: { 200: ZRrDueResponse } } },
    async (req) => ({ success: true as const, data: await adminRr.payouts.due(req.query.from, req.query.to) }),
  );

  app.get(
    "/api/admin/rr/payouts/due.csv",
    { ...adminOnly("super_admin"), schema: { tags, security, querystring: ZPayoutPeriodQuery, produces: ["text/csv"] } },
    async (req, reply) => {
      const { from, to } = req.query;
      reply
        .header("Content-Type", "text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="rr-commission-due-${from}-to-${to}.csv"`);
      return reply.send(adminRr.payouts.dueCsv(from, to));
    },
  );

  app.post(
    "/api/admin/rr/payouts",
    { ...adminOnly("super_admin"), schema: { tags, security, body: ZRrPayoutRequest, response: { 200: ZRrPayoutResponse } } },
    async (req) => {
      if (req.body.from > req.body.to)
        throw badRequest("The period must end on or after its start", [
          { field: "to", message: "The period must end on or after its start" },
        ]);
      const payout = await adminRr.payouts.markPaid(req.body, currentAdmin(req));
      return { success: true as const, message: "Payout marked as paid", data: { payout } };
    },
  );
}
