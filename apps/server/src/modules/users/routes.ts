import { ZUserResponse } from "@app/contract";
import type { AppInstance } from "../../http/types.ts";
import { memberOnly, requirePrincipal } from "../../http/auth.ts";

export async function userRoutes(app: AppInstance) {
  app.get(
    "/api/users/me",
    { ...memberOnly, schema: { tags: ["users"], security: [{ bearer: [] }], response: { 200: ZUserResponse } } },
    async (req) => {
      const p = requirePrincipal(req);
      return { success: true as const, data: { user: await app.services.users.sessionUser(p.id) } };
    },
  );
}
