import { ZHealthResponse, ZNotReadyResponse, ZReadyResponse } from "@app/contract";
import type { AppInstance } from "../../http/types.ts";
import { databaseUnavailable, envelope } from "../../http/errors.ts";

export async function healthRoutes(app: AppInstance) {
  // Liveness: 200 while the process answers, touching no dependency; never restart a process for a database outage.
  app.get("/api/health", { schema: { tags: ["health"], response: { 200: ZHealthResponse } } }, async () => {
    return { success: true as const, data: app.services.health.check() };
  });
  // Readiness: 503 while starting or draining, or while a dependency does not answer; the body names which.
  app.get(
    "/api/ready",
    { schema: { tags: ["health"], response: { 200: ZReadyResponse, 503: ZNotReadyResponse } } },
    async (_req, reply) => {
      const r = await app.services.health.ready();
      if (r.ready) return { success: true as const, data: { status: "ready" as const, checks: r.checks } };
      const { message } = databaseUnavailable();
      const code = r.checks.database === "ok" ? "service_unavailable" : "database_unavailable";
      return reply
        .status(503)
        .header("Retry-After", "5")
        .header("Cache-Control", "no-store")
        .send({ ...envelope(message, code), status: r.state === "serving" ? "not_ready" : r.state, checks: r.checks });
    },
  );
}
