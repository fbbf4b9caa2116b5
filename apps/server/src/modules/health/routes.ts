import { ZHealthResponse, ZReadyResponse } from "@app/contract";
import type { AppInstance } from "../../http/types.ts";

export async function healthRoutes(app: AppInstance) {
  // Liveness: 200 while the process serves, with the database's state; never restart a process for a database outage.
  app.get("/api/health", { schema: { tags: ["health"], response: { 200: ZHealthResponse } } }, async () => {
    return { success: true as const, data: await app.services.health.check() };
  });
  // Readiness: 503 database_unavailable while the database is away, 200 again once it answers.
  app.get("/api/ready", { schema: { tags: ["health"], response: { 200: ZReadyResponse } } }, async () => {
    return { success: true as const, data: await app.services.health.ready() };
  });
}
