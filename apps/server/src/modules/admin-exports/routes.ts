import { ZMemberExportQuery } from "@app/contract";
import { adminOnly, currentAdmin } from "../../http/admin-auth.ts";
import type { AppInstance } from "../../http/types.ts";

/** Member Details Downloader: GET /api/admin/exports/members?status=&from=&to= answers a streamed CSV. */
export async function adminExportRoutes(app: AppInstance) {
  const { memberExport } = app.services;
  app.get(
    "/api/admin/exports/members",
    {
      ...adminOnly("moderator"),
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: { tags: ["admin exports"], security: [{ bearer: [] }], querystring: ZMemberExportQuery, produces: ["text/csv"] },
    },
    async (req, reply) => {
      const admin = currentAdmin(req);
      const { filename, stream } = await memberExport.members(admin, req.query, req.ip);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("cache-control", "no-store")
        .send(stream);
    },
  );
}
