import { ZUpdateLanguageRequest, ZUserResponse } from "@app/contract";
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

  app.put(
    "/api/users/me/language",
    {
      ...memberOnly,
      schema: { tags: ["users"], security: [{ bearer: [] }], body: ZUpdateLanguageRequest, response: { 200: ZUserResponse } },
    },
    async (req) => {
      const p = requirePrincipal(req);
      return {
        success: true as const,
        message: "Language updated",
        data: { user: await app.services.users.setLanguage(p.id, req.body.language) },
      };
    },
  );
}
