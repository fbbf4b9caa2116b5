import { ZAdminDashboardResponse } from "@app/contract";
import { adminOnly } from "../../http/admin-auth.ts";
import type { AppInstance } from "../../http/types.ts";

/** The business dashboard the admin panel opens on. */
export async function adminDashboardRoutes(app: AppInstance) {
  const { adminDashboard } = app.services;
  app.get(
    "/api/admin/dashboard",
    {
      ...adminOnly("moderator"),
      schema: { tags: ["admin dashboard"], security: [{ bearer: [] }], response: { 200: ZAdminDashboardResponse } },
    },
    async () => ({ success: true as const, data: await adminDashboard.get() }),
  );
}
