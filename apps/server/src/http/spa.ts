import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { envelope } from "./errors.ts";

/**
 * The page chunks of each client route (route-preload.json, written by the web build) as
 * `<link rel="modulepreload">` tags: index.html names them for the requested page, so a phone fetches
 * them beside the main bundle instead of discovering them after it has run.
 */
function routePreloads(webDist: string): (path: string) => string {
  const file = join(webDist, "route-preload.json");
  if (!existsSync(file)) return () => "";
  const table = (JSON.parse(readFileSync(file, "utf8")) as [string, string[]][]).map(([pattern, files]) => ({
    test: new RegExp(pattern),
    tags: files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join(""),
  }));
  return (path) => table.find((r) => r.test.test(path))?.tags ?? "";
}

/** Serves the built web app; unknown non-API paths get index.html so client routes work on reload. */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(join(webDist, "index.html"));
  // index.html is sent from memory with this answer's CSP style nonce in its csp-nonce meta tag and
  // the requested page's chunks to preload.
  const indexHtml = hasWeb ? readFileSync(join(webDist, "index.html"), "utf8") : "";
  const preloads = routePreloads(webDist);
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
    const html = indexHtml.replaceAll("__CSP_NONCE__", nonce).replace("</head>", `${preloads(req.url.split("?")[0])}</head>`);
    return reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(html);
  });
}
