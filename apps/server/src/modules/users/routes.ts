import { ZUserResponse } from "@app/contract";
import type { AppInstance } from "../../app.ts";
import { memberOnly, requirePrincipal } from "../../http/auth.ts";
import { sessionUser } from "./service.ts";

export async function userRoutes(app: AppInstance) {
  app.get(
    "/api/users/me",
    { ...memberOnly, schema: { tags: ["users"], security: [{ bearer: [] }], response: { 200: ZUserResponse } } },
    async (req) => {
      const p = requirePrincipal(req);
      return { success: true as const, data: { user: await sessionUser(app.deps.db, p.id) } };
    },
  );
}
