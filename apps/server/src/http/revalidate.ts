import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Whether If-None-Match names `tag` (one of a list, or `*`), compared weakly as RFC 9110 13.1.2 asks. */
function named(req: FastifyRequest, tag: string): boolean {
  const weak = (t: string) => t.trim().replace(/^W\//, "");
  const asked = req.headers["if-none-match"];
  return !!asked && asked.split(",").some((t) => t.trim() === "*" || weak(t) === weak(tag));
}

/**
 * The envelope of `data` with its entity tag, or 304 without a body when the request names the tag
 * (the caller already holds this answer).
 */
export function tagged<T>(req: FastifyRequest, reply: FastifyReply, data: T, tag: string, cacheControl: string) {
  reply.header("Cache-Control", cacheControl).header("ETag", tag);
  if (named(req, tag)) return reply.code(304).send();
  return { success: true as const, data };
}

/**
 * Public content that an admin may change at any moment (blog, notices, stories, FAQ, footer links):
 * browsers and shared caches may keep the answer but must ask again on every use (`no-cache`), and the
 * answer carries an ETag of its data, so an unchanged answer costs a 304 without a body while a change
 * shows on the very next request.
 */
export function revalidated<T>(req: FastifyRequest, reply: FastifyReply, data: T) {
  const tag = `W/"${createHash("sha256").update(JSON.stringify(data)).digest("base64url").slice(0, 27)}"`;
  return tagged(req, reply, data, tag, "public, no-cache");
}
