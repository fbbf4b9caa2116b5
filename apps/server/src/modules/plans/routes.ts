import { ZPlansQuery, ZPlansResponse } from "@app/contract";
import type { AppInstance } from "../../http/types.ts";

export async function planRoutes(app: AppInstance) {
  app.get(
    "/api/plans",
    { schema: { tags: ["plans"], querystring: ZPlansQuery, response: { 200: ZPlansResponse } } },
    async (req, reply) => {
      reply.header("Cache-Control", "public, max-age=60");
      return { success: true as const, data: await app.services.plans.list(req.query) };
    },
  );
}
