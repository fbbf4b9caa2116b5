import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { envelope } from "./errors.ts";

/** Serves the built web app; unknown non-API paths get index.html so client routes work on reload. */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(join(webDist, "index.html"));
  // index.html is sent from memory with this answer's CSP style nonce in its csp-nonce meta tag.
  const indexHtml = hasWeb ? readFileSync(join(webDist, "index.html"), "utf8") : "";
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br/.gz next to each text asset; they are sent when the browser accepts them.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header("Cache-Control", path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith("/api/") || req.url === "/api" || !hasWeb || (req.method !== "GET" && req.method !== "HEAD")) {
      return reply.status(404).send(envelope("Not found", "not_found"));
    }
    const nonce = reply.cspNonce?.style ?? "";
    return reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(indexHtml.replaceAll("__CSP_NONCE__", nonce));
  });
}
