import {
  ZAdProfilesQuery,
  ZAdProfilesResponse,
  ZFavouriteResponse,
  ZFavouritesResponse,
  ZProfileDetailResponse,
  ZProfileIdParams,
  ZProfileViewResponse,
  ZYtmRequestResponse,
} from "@app/contract";
import type { AppInstance } from "../../http/types.ts";
import { memberOnly, requirePrincipal } from "../../http/auth.ts";
import { perMember } from "../../http/rate-limits.ts";

const member = { tags: ["profiles"], security: [{ bearer: [] }] };

export async function profileRoutes(app: AppInstance) {
  const { search, details, memberActions: actions, impressions } = app.services;
  const viewerId = (p: { type: string; id: number } | null) => (p?.type === "member" ? p.id : null);

  app.get(
    "/api/profile/ad-profiles",
    { schema: { tags: ["profiles"], querystring: ZAdProfilesQuery, response: { 200: ZAdProfilesResponse } } },
    async (req) => {
      const { adUserIds, ...data } = await search.search(req.query, viewerId(req.principal));
      // AD Circulation Report: one impression per ad on the page, counted in memory and written in batches.
      impressions.record(adUserIds);
      return { success: true as const, data };
    },
  );

  app.get(
    "/api/profile/public/:id",
    { schema: { tags: ["profiles"], params: ZProfileIdParams, response: { 200: ZProfileDetailResponse } } },
    async (req, reply) => {
      const data = await details.detail(req.params.id, { userId: viewerId(req.principal), ip: req.ip });
      // An answer with the birth time and place is this viewer's alone: never kept by a shared cache.
      if (data.birth) reply.header("Cache-Control", "private, no-store");
      return { success: true as const, data };
    },
  );

  // A page the server drew (which counts no view) reports its visitor's view once it runs, signed in or not.
  // Counted once a day per viewer anyway; the limit is generous because many visitors share a mobile
  // network's address.
  app.post(
    "/api/profile/:id/view",
    {
      config: perMember(600, "1 minute"),
      schema: { tags: ["profiles"], params: ZProfileIdParams, response: { 200: ZProfileViewResponse } },
    },
    async (req) => ({
      success: true as const,
      data: await details.recordView(req.params.id, { userId: viewerId(req.principal), ip: req.ip }),
    }),
  );

  app.get("/api/profile/favourites", { ...memberOnly, schema: { ...member, response: { 200: ZFavouritesResponse } } }, async (req) => ({
    success: true as const,
    data: { profiles: await actions.favourites(requirePrincipal(req).id) },
  }));

  app.post(
    "/api/profile/:id/favourite",
    { ...memberOnly, schema: { ...member, params: ZProfileIdParams, response: { 200: ZFavouriteResponse } } },
    async (req) => ({
      success: true as const,
      message: "Added to favourites",
      data: await actions.setFavourite(requirePrincipal(req).id, req.params.id, true),
    }),
  );

  app.delete(
    "/api/profile/:id/favourite",
    { ...memberOnly, schema: { ...member, params: ZProfileIdParams, response: { 200: ZFavouriteResponse } } },
    async (req) => ({
      success: true as const,
      message: "Removed from favourites",
      data: await actions.setFavourite(requirePrincipal(req).id, req.params.id, false),
    }),
  );

  app.post(
    "/api/profile/:id/ytm-request",
    { ...memberOnly, schema: { ...member, params: ZProfileIdParams, response: { 200: ZYtmRequestResponse } } },
    async (req) => {
      const data = await actions.requestYtm(requirePrincipal(req).id, req.params.id);
      return {
        success: true as const,
        message: data.alreadyRequested ? "You have already requested YTM verification for this ad" : "YTM verification requested",
        data,
      };
    },
  );
}
