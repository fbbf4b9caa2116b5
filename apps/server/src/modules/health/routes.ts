import { sql } from "drizzle-orm";
import { ZHealthResponse } from "@app/contract";
import type { AppInstance } from "../../app.ts";

export async function healthRoutes(app: AppInstance) {
  app.get("/api/health", { schema: { tags: ["health"], response: { 200: ZHealthResponse } } }, async () => {
    await app.deps.db.execute(sql`select 1`);
    return { success: true as const, data: { status: "ok" as const, db: "ok" as const, uptime: Math.round(process.uptime()) } };
  });
}
