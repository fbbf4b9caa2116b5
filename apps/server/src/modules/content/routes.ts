import { z } from "zod";
import { ZBusinessLinksResponse, ZFaqsResponse, ZNoticesQuery, ZNoticesResponse, ZSuccessStoriesResponse } from "@app/contract";
import { revalidated } from "../../http/revalidate.ts";
import type { AppInstance } from "../../http/types.ts";

export async function contentRoutes(app: AppInstance) {
  const { content, contentImages } = app.services;

  app.get("/api/success-stories", { schema: { tags: ["content"], response: { 200: ZSuccessStoriesResponse } } }, async (req, reply) =>
    revalidated(req, reply, { stories: await content.successStories() }),
  );

  app.get(
    "/api/notices",
    { schema: { tags: ["content"], querystring: ZNoticesQuery, response: { 200: ZNoticesResponse } } },
    async (req, reply) => revalidated(req, reply, { notices: await content.notices(req.query.limit) }),
  );

  app.get("/api/faqs", { schema: { tags: ["content"], response: { 200: ZFaqsResponse } } }, async (req, reply) =>
    revalidated(req, reply, { faqs: await content.faqs() }),
  );

  app.get("/api/business-links", { schema: { tags: ["content"], response: { 200: ZBusinessLinksResponse } } }, async (req, reply) =>
    revalidated(req, reply, { links: await content.businessLinks() }),
  );

  // Pictures of the site's content (blog covers, success stories), by their random id. A picture never
  // changes under its id (a new upload has a new id), so it may be kept a day.
  const params = z.object({ id: z.uuid("Unknown picture") });
  for (const [path, variant] of [
    ["/api/content-images/:id", "main"],
    ["/api/content-images/:id/medium", "medium"],
    ["/api/content-images/:id/thumb", "thumb"],
  ] as const) {
    app.get(path, { schema: { params, hide: true } }, async (req, reply) => {
      const file = await contentImages.serve(req.params.id, variant);
      return reply
        .header("Content-Type", file.mime)
        .header("Cache-Control", "public, max-age=86400")
        .header("Content-Disposition", "inline")
        .header("Content-Length", file.size)
        .send(file.body);
    });
  }
}
