import { ZCompatibilityResponse, ZMatchesQuery, ZMatchesResponse, ZProfileIdParams } from "@app/contract";
import type { AppInstance } from "../../http/types.ts";
import { memberOnly, requirePrincipal } from "../../http/auth.ts";

const member = { tags: ["matching"], security: [{ bearer: [] }] };

export async function matchingRoutes(app: AppInstance) {
  const { matches, compatibility } = app.services;

  app.get(
    "/api/matches",
    { ...memberOnly, schema: { ...member, querystring: ZMatchesQuery, response: { 200: ZMatchesResponse } } },
    async (req) => ({
      success: true as const,
      data: await matches.matches(requirePrincipal(req).id, req.query),
    }),
  );

  app.get(
    "/api/profiles/:id/compatibility",
    { ...memberOnly, schema: { ...member, params: ZProfileIdParams, response: { 200: ZCompatibilityResponse } } },
    async (req) => ({ success: true as const, data: await compatibility.compatibility(requirePrincipal(req).id, req.params.id) }),
  );
}
