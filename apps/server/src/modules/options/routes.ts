import { ZOptionsResponse } from "@app/contract";
import type { AppInstance } from "../../http/types.ts";

export async function optionRoutes(app: AppInstance) {
  app.get("/api/options", { schema: { tags: ["options"], response: { 200: ZOptionsResponse } } }, async (_req, reply) => {
    reply.header("Cache-Control", "public, max-age=60");
    return { success: true as const, data: await app.services.options.get() };
  });
}
