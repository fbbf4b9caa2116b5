import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Public content that an admin may change at any moment (blog, notices, stories, FAQ, footer links):
 * browsers and shared caches may keep the answer but must ask again on every use (`no-cache`), and the
 * answer carries an ETag of its data, so an unchanged answer costs a 304 without a body while a change
 * shows on the very next request.
 */
export function revalidated<T>(req: FastifyRequest, reply: FastifyReply, data: T) {
  const tag = `W/"${createHash("sha256").update(JSON.stringify(data)).digest("base64url").slice(0, 27)}"`;
  reply.header("Cache-Control", "public, no-cache").header("ETag", tag);
  const asked = req.headers["if-none-match"];
  if (asked && asked.split(/\s*,\s*/).includes(tag)) return reply.code(304).send();
  return { success: true as const, data };
}
