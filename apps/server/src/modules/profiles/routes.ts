import { ZAdProfilesQuery, ZAdProfilesResponse } from "@app/contract";
import type { AppInstance } from "../../app.ts";
import { createSearchService } from "./search-service.ts";

export async function profileRoutes(app: AppInstance) {
  const searchService = createSearchService({ db: app.deps.db, clock: app.deps.clock });
  const viewerId = (p: { type: string; id: number } | null) => (p?.type === "member" ? p.id : null);

  app.get(
    "/api/profile/ad-profiles",
    { schema: { tags: ["profiles"], querystring: ZAdProfilesQuery, response: { 200: ZAdProfilesResponse } } },
    async (req) => ({ success: true as const, data: await searchService.search(req.query, viewerId(req.principal)) }),
  );
}
