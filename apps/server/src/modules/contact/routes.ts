import { ZContactViewResponse, ZContactViewsQuery, ZContactViewsResponse, ZProfileIdParams } from "@app/contract";
import type { AppInstance } from "../../http/types.ts";
import { memberOnly, requirePrincipal } from "../../http/auth.ts";

const member = { tags: ["contact"], security: [{ bearer: [] }] };

export async function contactRoutes(app: AppInstance) {
  const { contact } = app.services;

  app.post(
    "/api/profiles/:id/contact",
    { ...memberOnly, schema: { ...member, params: ZProfileIdParams, response: { 200: ZContactViewResponse } } },
    async (req) => {
      const data = await contact.reveal(requirePrincipal(req).id, req.params.id);
      return { success: true as const, message: data.ccpSpent ? "1 CCP used. Here is the contact detail." : undefined, data };
    },
  );

  app.get(
    "/api/contact-views",
    { ...memberOnly, schema: { ...member, querystring: ZContactViewsQuery, response: { 200: ZContactViewsResponse } } },
    async (req) => ({
      success: true as const,
      data: await contact.views(requirePrincipal(req).id, req.query),
    }),
  );
}
