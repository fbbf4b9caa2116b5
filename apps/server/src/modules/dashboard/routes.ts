import {
  ZCirculationReportResponse,
  ZKycResponse,
  ZKycUploadResponse,
  ZPaymentsResponse,
  ZStatsOverviewResponse,
  ZYtmStatusResponse,
  kycLimits,
} from "@app/contract";
import type { AppInstance } from "../../http/types.ts";
import { memberOnly, requirePrincipal } from "../../http/auth.ts";
import { badRequest } from "../../http/errors.ts";
import { kycTooLarge } from "./kyc-service.ts";

const member = { tags: ["dashboard"], security: [{ bearer: [] }] };

/** The member dashboard: every answer is about the signed-in member only (no id in any path). */
export async function dashboardRoutes(app: AppInstance) {
  const { dashboard, kyc, ytm } = app.services;

  app.get(
    "/api/profiles/stats/overview",
    { ...memberOnly, schema: { ...member, response: { 200: ZStatsOverviewResponse } } },
    async (req) => ({
      success: true as const,
      data: await dashboard.overview(requirePrincipal(req).id),
    }),
  );

  app.get("/api/dashboard/kyc", { ...memberOnly, schema: { ...member, response: { 200: ZKycResponse } } }, async (req) => ({
    success: true as const,
    data: await kyc.list(requirePrincipal(req).id),
  }));

  app.post(
    "/api/dashboard/kyc",
    {
      ...memberOnly,
      config: { rateLimit: { max: 20, timeWindow: "1 hour" } },
      schema: { ...member, consumes: ["multipart/form-data"], response: { 201: ZKycUploadResponse } },
    },
    async (req, reply) => {
      const p = requirePrincipal(req);
      if (!req.isMultipart()) throw badRequest("Send the document as multipart/form-data");
      let docType: string | undefined;
      let file: Buffer | undefined;
      try {
        for await (const part of req.parts({ limits: { fileSize: kycLimits.maxBytes, files: 1, fields: 5, fieldSize: 100 } })) {
          if (part.type === "file") {
            if (part.fieldname !== "file") {
              part.file.resume();
              throw badRequest("Upload the document under the field name file", [
                { field: part.fieldname, message: "Upload the document under the field name file" },
              ]);
            }
            file = await part.toBuffer();
          } else if (part.fieldname === "docType") docType = String(part.value);
        }
      } catch (e) {
        const code = (e as { code?: string }).code;
        if (code === "FST_REQ_FILE_TOO_LARGE") throw kycTooLarge();
        if (code === "FST_FILES_LIMIT")
          throw badRequest("Upload one document at a time", [{ field: "file", message: "Upload one document at a time" }]);
        throw e;
      }
      if (!file?.length)
        throw badRequest("Please choose a document to upload", [{ field: "file", message: "Please choose a document to upload" }]);
      const document = await kyc.upload(p.id, docType, file);
      reply.status(201);
      return { success: true as const, message: "Document uploaded. We will verify it shortly.", data: { document } };
    },
  );

  app.get("/api/dashboard/ytm", { ...memberOnly, schema: { ...member, response: { 200: ZYtmStatusResponse } } }, async (req) => ({
    success: true as const,
    data: await ytm.status(requirePrincipal(req).id),
  }));

  app.post("/api/dashboard/ytm/confirm", { ...memberOnly, schema: { ...member, response: { 200: ZYtmStatusResponse } } }, async (req) => {
    const { restored, status } = await ytm.confirm(requirePrincipal(req).id);
    return {
      success: true as const,
      message: restored ? "Thank you! Your ad is back in circulation." : "Thank you! Your Yet-To-Marry status is confirmed.",
      data: status,
    };
  });

  app.get(
    "/api/dashboard/circulation",
    { ...memberOnly, schema: { ...member, response: { 200: ZCirculationReportResponse } } },
    async (req) => ({
      success: true as const,
      data: await dashboard.circulation(requirePrincipal(req).id),
    }),
  );

  app.get("/api/dashboard/payments", { ...memberOnly, schema: { ...member, response: { 200: ZPaymentsResponse } } }, async (req) => ({
    success: true as const,
    data: await dashboard.payments(requirePrincipal(req).id),
  }));
}
