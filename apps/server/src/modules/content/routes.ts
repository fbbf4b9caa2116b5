import { ZNoticesQuery, ZNoticesResponse, ZSuccessStoriesResponse } from "@app/contract";
import type { AppInstance } from "../../http/types.ts";

export async function contentRoutes(app: AppInstance) {
  const { content } = app.services;

  app.get("/api/success-stories", { schema: { tags: ["content"], response: { 200: ZSuccessStoriesResponse } } }, async (_req, reply) => {
    reply.header("Cache-Control", "public, max-age=300");
    return { success: true as const, data: { stories: await content.successStories() } };
  });

  app.get(
    "/api/notices",
    { schema: { tags: ["content"], querystring: ZNoticesQuery, response: { 200: ZNoticesResponse } } },
    async (req, reply) => {
      reply.header("Cache-Control", "public, max-age=60");
      return { success: true as const, data: { notices: await content.notices(req.query.limit) } };
    },
  );
}
