import { ZBlockResponse, ZBlocksResponse, ZProfileIdParams, ZReportBody, ZReportResponse } from "@app/contract";
import type { AppInstance } from "../../http/types.ts";
import { memberOnly, requirePrincipal } from "../../http/auth.ts";

const member = { tags: ["safety"], security: [{ bearer: [] }] };

export async function safetyRoutes(app: AppInstance) {
  const { safety } = app.services;

  app.post(
    "/api/profiles/:id/report",
    { ...memberOnly, schema: { ...member, params: ZProfileIdParams, body: ZReportBody, response: { 201: ZReportResponse } } },
    async (req, reply) =>
      reply.status(201).send({
        success: true as const,
        message: "Thank you. Our team will review this profile.",
        data: await safety.report(requirePrincipal(req).id, req.params.id, req.body),
      }),
  );

  app.post(
    "/api/profiles/:id/block",
    { ...memberOnly, schema: { ...member, params: ZProfileIdParams, response: { 200: ZBlockResponse } } },
    async (req) => ({
      success: true as const,
      message: "Profile blocked. You will no longer see each other.",
      data: await safety.setBlocked(requirePrincipal(req).id, req.params.id, true),
    }),
  );

  app.delete(
    "/api/profiles/:id/block",
    { ...memberOnly, schema: { ...member, params: ZProfileIdParams, response: { 200: ZBlockResponse } } },
    async (req) => ({
      success: true as const,
      message: "Profile unblocked",
      data: await safety.setBlocked(requirePrincipal(req).id, req.params.id, false),
    }),
  );

  app.get("/api/blocks", { ...memberOnly, schema: { ...member, response: { 200: ZBlocksResponse } } }, async (req) => ({
    success: true as const,
    data: { blocked: await safety.blockedList(requirePrincipal(req).id) },
  }));
}
