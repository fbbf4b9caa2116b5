import type { Readable } from "node:stream";
import {
  photoLimits,
  ZAdminCategoriesResponse,
  ZAdminCategoryRequest,
  ZAdminCategoryResponse,
  ZAdminFaqRequest,
  ZAdminFaqResponse,
  ZAdminFaqsResponse,
  ZAdminLinkRequest,
  ZAdminLinkResponse,
  ZAdminLinksResponse,
  ZAdminNoticeRequest,
  ZAdminNoticeResponse,
  ZAdminNoticesResponse,
  ZAdminPostRequest,
  ZAdminPostResponse,
  ZAdminPostsQuery,
  ZAdminPostsResponse,
  ZAdminStoriesResponse,
  ZAdminStoryRequest,
  ZAdminStoryResponse,
  ZContentImageResponse,
  ZIdParams,
  ZMarkdownPreviewRequest,
  ZMarkdownPreviewResponse,
  ZOkDeleted,
  ZOrderRequest,
} from "@app/contract";
import { adminOnly, currentAdmin } from "../../http/admin-auth.ts";
import { badRequest, fieldError } from "../../http/errors.ts";
import type { AppInstance } from "../../http/types.ts";
import { renderMarkdown } from "../../lib/markdown.ts";
import { refuseUpload, tooLarge, uploadName } from "../media/image-service.ts";

const tags = ["admin-content"];
const security = [{ bearer: [] }];
const ok = <T>(data: T, message?: string) => ({ success: true as const, ...(message ? { message } : {}), data });

/**
 * The admin's content screens. Moderators and super admins both manage content (decision 0009:
 * moderators do everything but managing admins). Answers are never cached (`no-store` on every
 * signed-in answer); the public endpoints read the tables on each request.
 */
export async function adminContentRoutes(app: AppInstance) {
  const { blogAdmin, blogCategories, siteContent, contentImages } = app.services;
  const guard = adminOnly("moderator");
  const byId = { ...guard, schema: { tags, security, params: ZIdParams } };

  // ---------- pictures and preview ----------

  app.post(
    "/api/admin/content/images",
    { ...guard, schema: { tags, security, consumes: ["multipart/form-data"], response: { 200: ZContentImageResponse } } },
    async (req) => {
      if (!req.isMultipart()) throw badRequest("Send the file as multipart/form-data");
      let photo: { data: Buffer; name: string } | null = null;
      for await (const part of req.parts({ limits: { fileSize: photoLimits.maxBytes + 1, files: 1, fields: 2, fieldSize: 100 } })) {
        if (part.type === "field") continue;
        if (part.fieldname !== "file") {
          part.file.resume();
          throw fieldError(part.fieldname, "Upload the file under the field name file");
        }
        const name = uploadName(part.filename, 0);
        photo = { data: await readLimited(part.file, photoLimits.maxBytes, name), name };
      }
      if (!photo?.data.length) throw fieldError("file", "Please choose a file to upload");
      return ok({ image: await contentImages.upload(currentAdmin(req).id, photo.data, photo.name) }, "Picture uploaded");
    },
  );

  app.post(
    "/api/admin/content/preview",
    { ...guard, schema: { tags, security, body: ZMarkdownPreviewRequest, response: { 200: ZMarkdownPreviewResponse } } },
    async (req) => ok({ html: renderMarkdown(req.body.body) }),
  );

  // ---------- blog categories ----------

  app.get(
    "/api/admin/content/categories",
    { ...guard, schema: { tags, security, response: { 200: ZAdminCategoriesResponse } } },
    async () => ok({ categories: await blogCategories.categories() }),
  );
  app.post(
    "/api/admin/content/categories",
    { ...guard, schema: { tags, security, body: ZAdminCategoryRequest, response: { 200: ZAdminCategoryResponse } } },
    async (req) => ok({ category: await blogCategories.createCategory(currentAdmin(req).id, req.body) }, "Category added"),
  );
  app.put(
    "/api/admin/content/categories/:id",
    { ...guard, schema: { ...byId.schema, body: ZAdminCategoryRequest, response: { 200: ZAdminCategoryResponse } } },
    async (req) => ok({ category: await blogCategories.updateCategory(currentAdmin(req).id, req.params.id, req.body) }, "Category saved"),
  );
  app.delete("/api/admin/content/categories/:id", { ...byId, schema: { ...byId.schema, response: { 200: ZOkDeleted } } }, async (req) =>
    ok(await blogCategories.removeCategory(currentAdmin(req).id, req.params.id), "Category deleted"),
  );

  // ---------- blog posts ----------

  app.get(
    "/api/admin/content/posts",
    { ...guard, schema: { tags, security, querystring: ZAdminPostsQuery, response: { 200: ZAdminPostsResponse } } },
    async (req) => ok(await blogAdmin.list(req.query)),
  );
  app.get("/api/admin/content/posts/:id", { ...byId, schema: { ...byId.schema, response: { 200: ZAdminPostResponse } } }, async (req) =>
    ok({ post: await blogAdmin.get(req.params.id) }),
  );
  app.post(
    "/api/admin/content/posts",
    { ...guard, schema: { tags, security, body: ZAdminPostRequest, response: { 200: ZAdminPostResponse } } },
    async (req) => ok({ post: await blogAdmin.create(currentAdmin(req).id, req.body) }, "Post saved"),
  );
  app.put(
    "/api/admin/content/posts/:id",
    { ...guard, schema: { ...byId.schema, body: ZAdminPostRequest, response: { 200: ZAdminPostResponse } } },
    async (req) => ok({ post: await blogAdmin.update(currentAdmin(req).id, req.params.id, req.body) }, "Post saved"),
  );
  app.delete("/api/admin/content/posts/:id", { ...byId, schema: { ...byId.schema, response: { 200: ZOkDeleted } } }, async (req) =>
    ok(await blogAdmin.remove(currentAdmin(req).id, req.params.id), "Post deleted"),
  );

  // ---------- success stories ----------

  const { stories, notices, links, faqs } = siteContent;
  app.get("/api/admin/content/stories", { ...guard, schema: { tags, security, response: { 200: ZAdminStoriesResponse } } }, async () =>
    ok({ stories: await stories.list() }),
  );
  app.post(
    "/api/admin/content/stories",
    { ...guard, schema: { tags, security, body: ZAdminStoryRequest, response: { 200: ZAdminStoryResponse } } },
    async (req) => ok({ story: await stories.create(currentAdmin(req).id, req.body) }, "Success story saved"),
  );
  app.put(
    "/api/admin/content/stories/:id",
    { ...guard, schema: { ...byId.schema, body: ZAdminStoryRequest, response: { 200: ZAdminStoryResponse } } },
    async (req) => ok({ story: await stories.update(currentAdmin(req).id, req.params.id, req.body) }, "Success story saved"),
  );
  app.delete("/api/admin/content/stories/:id", { ...byId, schema: { ...byId.schema, response: { 200: ZOkDeleted } } }, async (req) =>
    ok(await stories.remove(currentAdmin(req).id, req.params.id), "Success story deleted"),
  );

  // ---------- news / notices ----------

  app.get("/api/admin/content/notices", { ...guard, schema: { tags, security, response: { 200: ZAdminNoticesResponse } } }, async () =>
    ok({ notices: await notices.list() }),
  );
  app.post(
    "/api/admin/content/notices",
    { ...guard, schema: { tags, security, body: ZAdminNoticeRequest, response: { 200: ZAdminNoticeResponse } } },
    async (req) => ok({ notice: await notices.create(currentAdmin(req).id, req.body) }, "Notice saved"),
  );
  app.put(
    "/api/admin/content/notices/:id",
    { ...guard, schema: { ...byId.schema, body: ZAdminNoticeRequest, response: { 200: ZAdminNoticeResponse } } },
    async (req) => ok({ notice: await notices.update(currentAdmin(req).id, req.params.id, req.body) }, "Notice saved"),
  );
  app.delete("/api/admin/content/notices/:id", { ...byId, schema: { ...byId.schema, response: { 200: ZOkDeleted } } }, async (req) =>
    ok(await notices.remove(currentAdmin(req).id, req.params.id), "Notice deleted"),
  );

  // ---------- business links ----------

  app.get("/api/admin/content/links", { ...guard, schema: { tags, security, response: { 200: ZAdminLinksResponse } } }, async () =>
    ok({ links: await links.list() }),
  );
  app.post(
    "/api/admin/content/links",
    { ...guard, schema: { tags, security, body: ZAdminLinkRequest, response: { 200: ZAdminLinkResponse } } },
    async (req) => ok({ link: await links.create(currentAdmin(req).id, req.body) }, "Link saved"),
  );
  app.put(
    "/api/admin/content/links/order",
    { ...guard, schema: { tags, security, body: ZOrderRequest, response: { 200: ZAdminLinksResponse } } },
    async (req) => ok({ links: await links.reorder(currentAdmin(req).id, req.body.ids) }, "Order saved"),
  );
  app.put(
    "/api/admin/content/links/:id",
    { ...guard, schema: { ...byId.schema, body: ZAdminLinkRequest, response: { 200: ZAdminLinkResponse } } },
    async (req) => ok({ link: await links.update(currentAdmin(req).id, req.params.id, req.body) }, "Link saved"),
  );
  app.delete("/api/admin/content/links/:id", { ...byId, schema: { ...byId.schema, response: { 200: ZOkDeleted } } }, async (req) =>
    ok(await links.remove(currentAdmin(req).id, req.params.id), "Link deleted"),
  );

  // ---------- FAQ ----------

  app.get("/api/admin/content/faqs", { ...guard, schema: { tags, security, response: { 200: ZAdminFaqsResponse } } }, async () =>
    ok({ faqs: await faqs.list() }),
  );
  app.post(
    "/api/admin/content/faqs",
    { ...guard, schema: { tags, security, body: ZAdminFaqRequest, response: { 200: ZAdminFaqResponse } } },
    async (req) => ok({ faq: await faqs.create(currentAdmin(req).id, req.body) }, "Question saved"),
  );
  app.put(
    "/api/admin/content/faqs/order",
    { ...guard, schema: { tags, security, body: ZOrderRequest, response: { 200: ZAdminFaqsResponse } } },
    async (req) => ok({ faqs: await faqs.reorder(currentAdmin(req).id, req.body.ids) }, "Order saved"),
  );
  app.put(
    "/api/admin/content/faqs/:id",
    { ...guard, schema: { ...byId.schema, body: ZAdminFaqRequest, response: { 200: ZAdminFaqResponse } } },
    async (req) => ok({ faq: await faqs.update(currentAdmin(req).id, req.params.id, req.body) }, "Question saved"),
  );
  app.delete("/api/admin/content/faqs/:id", { ...byId, schema: { ...byId.schema, response: { 200: ZOkDeleted } } }, async (req) =>
    ok(await faqs.remove(currentAdmin(req).id, req.params.id), "Question deleted"),
  );
}

/** Reads a file part into memory, refusing it as soon as it passes the limit. */
async function readLimited(file: Readable, max: number, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > max) {
      file.resume();
      throw refuseUpload("file", tooLarge(name), 413);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
