import { ZPlaceParams, ZPlaceResponse, ZPlaceSearchQuery, ZPlacesResponse } from "@app/contract";
import { notFound } from "../../http/errors.ts";
import type { AppInstance } from "../../http/types.ts";

/** The list changes only with a deploy: browsers and shared caches may keep an answer a day. */
const CACHE = "public, max-age=86400";

export async function placeRoutes(app: AppInstance) {
  // Built on the first lookup (services.ts), shared with the birth charts of the ads.
  const places = app.services.places;

  app.get(
    "/api/places",
    { schema: { tags: ["places"], querystring: ZPlaceSearchQuery, response: { 200: ZPlacesResponse } } },
    async (req, reply) => {
      reply.header("Cache-Control", CACHE);
      return { success: true as const, data: { places: places().search(req.query) } };
    },
  );

  app.get(
    "/api/places/:id",
    { schema: { tags: ["places"], params: ZPlaceParams, response: { 200: ZPlaceResponse } } },
    async (req, reply) => {
      const place = places().byId(req.params.id);
      if (!place) throw notFound("Unknown place");
      reply.header("Cache-Control", CACHE);
      return { success: true as const, data: { place } };
    },
  );
}
