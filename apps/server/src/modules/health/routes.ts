import { ZHealthResponse } from "@app/contract";
import type { AppInstance } from "../../http/types.ts";

export async function healthRoutes(app: AppInstance) {
  app.get("/api/health", { schema: { tags: ["health"], response: { 200: ZHealthResponse } } }, async () => {
    return { success: true as const, data: await app.services.health.check() };
  });
}
