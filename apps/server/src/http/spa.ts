import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { preferredLanguage, type TLanguage } from "@app/contract";
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
    files,
  }));
  return (path) =>
    (table.find((r) => r.test.test(path))?.files ?? []).map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join("");
}

/**
 * The visitor's language, as the client will choose it: the remembered choice (the `language` cookie
 * the client sets beside its localStorage), else the browser's first language that we have, else English.
 */
export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): TLanguage {
  const saved = /(?:^|;\s*)language=(en|bn)(?:;|$)/.exec(cookie ?? "")?.[1];
  return saved ? (saved as TLanguage) : preferredLanguage((acceptLanguage ?? "").split(","));
}

/**
 * The public pages' first screens, prerendered by the web build in each language (prerender.json:
 * [path, language, html]), by "path language".
 */
function prerenderedPages(webDist: string): Map<string, string> {
  const file = join(webDist, "prerender.json");
  if (!existsSync(file)) return new Map();
  const pages = JSON.parse(readFileSync(file, "utf8")) as [string, TLanguage, string][];
  return new Map(pages.map(([path, language, html]) => [`${path} ${language}`, html]));
}

/**
 * Serves the built web app; every other GET outside /api and /assets gets index.html (a prerendered
 * page's, when there is one) so client routes work on reload.
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(join(webDist, "index.html"));
  // index.html is sent from memory with this answer's CSP style nonce in its csp-nonce meta tag and
  // the requested page's chunks to preload. A prerendered page names its own scripts (it asks for them
  // once its first screen is drawn, from an inline script that carries this answer's script nonce).
  const indexHtml = hasWeb ? readFileSync(join(webDist, "index.html"), "utf8") : "";
  const preloads = routePreloads(webDist);
  const prerendered = prerenderedPages(webDist);
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
  const notFound = (reply: FastifyReply) => reply.status(404).send(envelope("Not found", "not_found"));
  app.setNotFoundHandler((_req, reply) => notFound(reply));
  if (!hasWeb) return;
  // Every other GET (and HEAD) is a client route: a route, not the not-found handler, so answers are
  // compressed like any other.
  app.get("/*", (req, reply) => {
    // An asset that is not there (a chunk of an older build) is missing, not a page.
    if (req.url.startsWith("/api/") || req.url === "/api" || req.url.startsWith("/assets/")) return notFound(reply);
    const nonce = { style: reply.cspNonce?.style ?? "", script: reply.cspNonce?.script ?? "" };
    const [path, query] = req.url.split("?");
    // A public page without a query is sent with its first screen in the visitor's language; the
    // answer then depends on the language cookie and the browser's languages.
    let page = indexHtml;
    if (query === undefined) {
      const html = prerendered.get(`${path} ${pageLanguage(req.headers.cookie, req.headers["accept-language"])}`);
      if (html) {
        page = html;
        reply.header("Vary", "Accept-Language, Cookie");
      }
    }
    const withNonces = page.replaceAll("__CSP_NONCE__", nonce.style).replaceAll("__CSP_SCRIPT_NONCE__", nonce.script);
    const html = page === indexHtml ? withNonces.replace("</head>", `${preloads(path)}</head>`) : withNonces;
    return reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(html);
  });
}
