import { ZBlogCategoriesResponse, ZBlogListQuery, ZBlogListResponse, ZBlogPostResponse, ZBlogSlugParams } from "@app/contract";
import { revalidated } from "../../http/revalidate.ts";
import type { AppInstance } from "../../http/types.ts";

export async function blogRoutes(app: AppInstance) {
  const { blog } = app.services;

  app.get(
    "/api/blogs",
    { schema: { tags: ["blog"], querystring: ZBlogListQuery, response: { 200: ZBlogListResponse } } },
    async (req, reply) => revalidated(req, reply, await blog.list(req.query)),
  );

  app.get("/api/blogs/categories", { schema: { tags: ["blog"], response: { 200: ZBlogCategoriesResponse } } }, async (req, reply) =>
    revalidated(req, reply, await blog.categories()),
  );

  app.get(
    "/api/blogs/:slug",
    { schema: { tags: ["blog"], params: ZBlogSlugParams, response: { 200: ZBlogPostResponse } } },
    async (req, reply) => revalidated(req, reply, await blog.bySlug(req.params.slug)),
  );
}
