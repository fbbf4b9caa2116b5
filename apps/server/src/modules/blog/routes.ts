import { ZBlogCategoriesResponse, ZBlogListQuery, ZBlogListResponse, ZBlogPostResponse, ZBlogSlugParams } from "@app/contract";
import type { AppInstance } from "../../http/types.ts";

export async function blogRoutes(app: AppInstance) {
  const { blog } = app.services;
  const cache = "public, max-age=60";

  app.get(
    "/api/blogs",
    { schema: { tags: ["blog"], querystring: ZBlogListQuery, response: { 200: ZBlogListResponse } } },
    async (req, reply) => {
      reply.header("Cache-Control", cache);
      return { success: true as const, data: await blog.list(req.query) };
    },
  );

  app.get("/api/blogs/categories", { schema: { tags: ["blog"], response: { 200: ZBlogCategoriesResponse } } }, async (_req, reply) => {
    reply.header("Cache-Control", cache);
    return { success: true as const, data: await blog.categories() };
  });

  app.get(
    "/api/blogs/:slug",
    { schema: { tags: ["blog"], params: ZBlogSlugParams, response: { 200: ZBlogPostResponse } } },
    async (req, reply) => {
      reply.header("Cache-Control", cache);
      return { success: true as const, data: await blog.bySlug(req.params.slug) };
    },
  );
}
