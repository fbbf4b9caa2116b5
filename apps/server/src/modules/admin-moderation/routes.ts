import type { FastifyRequest } from "fastify";
import {
  ZDecisionParams,
  ZDecisionRequest,
  ZDecisionResponse,
  ZModerationCountsResponse,
  ZOpenReportsResponse,
  ZPendingAdsResponse,
  ZPendingEditsResponse,
  ZPendingKycResponse,
  ZPendingMediaResponse,
  ZQueueQuery,
  ZReportDecisionParams,
  ZUuidParams,
} from "@app/contract";
import { notFound } from "../../http/errors.ts";
import { adminOnly, currentAdmin } from "../../http/admin-auth.ts";
import type { AppInstance } from "../../http/types.ts";
import { contactViewOf } from "../../lib/contact-mask.ts";

const tags = ["admin moderation"];
const security = [{ bearer: [] }];
const messages = { approve: "Approved", reject: "Rejected" };
const numericId = (id: string) => {
  if (!/^\d{1,9}$/.test(id)) throw notFound("Not found");
  return Number(id);
};

/** The moderation queues: one list and one decision endpoint per kind of item. */
export async function adminModerationRoutes(app: AppInstance) {
  const { moderation } = app.services;
  const guard = adminOnly("moderator");
  /** What the admin may search members' contact details by (decision 0009). */
  const view = (req: FastifyRequest) => contactViewOf(currentAdmin(req).role);
  const list = { ...guard, schema: { tags, security, querystring: ZQueueQuery } };
  const decide = {
    ...guard,
    schema: { tags, security, params: ZDecisionParams, body: ZDecisionRequest.nullish(), response: { 200: ZDecisionResponse } },
  };

  app.get(
    "/api/admin/moderation/counts",
    { ...guard, schema: { tags, security, response: { 200: ZModerationCountsResponse } } },
    async () => ({
      success: true as const,
      data: await moderation.counts(),
    }),
  );

  app.get("/api/admin/moderation/ads", { ...list, schema: { ...list.schema, response: { 200: ZPendingAdsResponse } } }, async (req) => ({
    success: true as const,
    data: await moderation.newAds.pendingAds({ ...req.query, view: view(req) }),
  }));
  app.post("/api/admin/moderation/ads/:id/:decision", decide, async (req) => ({
    success: true as const,
    message: messages[req.params.decision],
    data: await moderation.newAds.decideAd(currentAdmin(req).id, numericId(req.params.id), req.params.decision, req.body?.reason),
  }));

  app.get(
    "/api/admin/moderation/edits",
    { ...list, schema: { ...list.schema, response: { 200: ZPendingEditsResponse } } },
    async (req) => ({
      success: true as const,
      data: await moderation.edits.pendingEdits({ ...req.query, view: view(req) }),
    }),
  );
  app.post("/api/admin/moderation/edits/:id/:decision", decide, async (req) => ({
    success: true as const,
    message: messages[req.params.decision],
    data: await moderation.edits.decideEdit(currentAdmin(req).id, numericId(req.params.id), req.params.decision, req.body?.reason),
  }));

  for (const kind of ["photo", "video"] as const)
    app.get(
      `/api/admin/moderation/${kind}s`,
      { ...list, schema: { ...list.schema, response: { 200: ZPendingMediaResponse } } },
      async (req) => ({
        success: true as const,
        data: await moderation.media.pendingMedia(kind, { ...req.query, view: view(req) }),
      }),
    );
  app.post("/api/admin/moderation/media/:id/:decision", decide, async (req) => ({
    success: true as const,
    message: messages[req.params.decision],
    data: await moderation.media.decideMedia(currentAdmin(req).id, req.params.id, req.params.decision, req.body?.reason),
  }));

  app.get("/api/admin/moderation/kyc", { ...list, schema: { ...list.schema, response: { 200: ZPendingKycResponse } } }, async (req) => ({
    success: true as const,
    data: await moderation.kyc.pendingKyc({ ...req.query, view: view(req) }),
  }));
  app.post("/api/admin/moderation/kyc/:id/:decision", decide, async (req) => ({
    success: true as const,
    message: messages[req.params.decision],
    data: await moderation.kyc.decideKyc(currentAdmin(req).id, req.params.id, req.params.decision, req.body?.reason),
  }));
  app.get("/api/admin/kyc/:id/file", { ...guard, schema: { tags, security, params: ZUuidParams } }, async (req, reply) => {
    const file = await moderation.kyc.kycFile(req.params.id);
    return reply
      .header("Content-Type", file.mime)
      .header("Cache-Control", "no-store")
      .header("Content-Disposition", "inline")
      .header("X-Content-Type-Options", "nosniff")
      .header("Content-Length", file.size)
      .send(file.body);
  });

  app.get(
    "/api/admin/moderation/reports",
    { ...list, schema: { ...list.schema, response: { 200: ZOpenReportsResponse } } },
    async (req) => ({
      success: true as const,
      data: await moderation.reports.openReports({ ...req.query, view: view(req) }),
    }),
  );
  app.post(
    "/api/admin/moderation/reports/:id/:action",
    {
      ...guard,
      schema: { tags, security, params: ZReportDecisionParams, body: ZDecisionRequest.nullish(), response: { 200: ZDecisionResponse } },
    },
    async (req) => ({
      success: true as const,
      message: { dismiss: "Report dismissed", warn: "Member warned", suspend: "Ad suspended" }[req.params.action],
      data: await moderation.reports.decideReport(currentAdmin(req).id, req.params.id, req.params.action, req.body?.reason),
    }),
  );
}
