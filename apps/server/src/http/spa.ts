import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { preferredLanguage, ZProfileDetail, ZProfileIdParams, type TLanguage, type TProfileDetail } from "@app/contract";
import { AppError, envelope } from "./errors.ts";

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

type Rendered = { html: string; parts: string[] };
type Seed = [unknown, unknown];
/** What the web build's server renderer (apps/web/src/prerender.tsx, built into dist-ssr) offers. */
type PageRenderer = {
  renderPage(path: string, language: TLanguage, seeds: Seed[]): Promise<Rendered>;
  pageRoot(path: string, language: TLanguage, rendered: Rendered, seeds: Seed[]): string;
  profilePageId(path: string): string | null;
  profileSeeds(id: string, detail: TProfileDetail): Seed[];
};

/** Where the server finds what a page rendered on request needs. */
export type SpaPages = {
  /**
   * An ad's public detail as a visitor who is not signed in sees it (404 AppError when there is none).
   * Drawing the page counts no view: the page reports its view once it runs.
   */
  profileDetail(id: string, ip: string): Promise<TProfileDetail>;
  /** Told how long each ad page took to render (seconds). */
  onRender?: (seconds: number) => void;
};

/**
 * An ad's detail page rendered on request, as a visitor who is not signed in sees it, in the page
 * template the web build wrote (render-template.json); the renderer loads on the first such request.
 * Null when the web build has no renderer, or there is no such ad (the client then shows its answer).
 */
function detailPages(webDist: string, pages: SpaPages | undefined, log: FastifyInstance["log"]) {
  const module = join(webDist, "..", "dist-ssr", "prerender.js");
  const templateFile = join(webDist, "render-template.json");
  if (!pages || !existsSync(module) || !existsSync(templateFile)) return async () => null;
  const template = JSON.parse(readFileSync(templateFile, "utf8")) as Record<TLanguage, string>;
  let renderer: Promise<PageRenderer> | undefined;
  return async (path: string, language: TLanguage, req: FastifyRequest, fill: (html: string) => string): Promise<string | null> => {
    if (!/^\/profile\/[^/]+$/.test(path)) return null;
    try {
      const r = await (renderer ??= import(pathToFileURL(module).href) as Promise<PageRenderer>);
      const id = r.profilePageId(path);
      const params = ZProfileIdParams.safeParse({ id });
      if (!params.success) return null;
      // Through the answer's schema, as the API sends it: nothing the presenter holds beyond it.
      const detail = ZProfileDetail.parse(await pages.profileDetail(params.data.id, req.ip));
      const seeds = r.profileSeeds(params.data.id, detail);
      const started = performance.now();
      const root = r.pageRoot(path, language, await r.renderPage(path, language, seeds), seeds);
      pages.onRender?.((performance.now() - started) / 1000);
      // The nonces go into the template only: an ad's text can never receive one.
      return fill(template[language]).replace("<!--page-root-->", () => root);
    } catch (error) {
      if (!(error instanceof AppError)) log.warn({ err: error, path }, "profile page not rendered");
      return null;
    }
  };
}

/**
 * Serves the built web app; every other GET outside /api and /assets gets index.html (a prerendered
 * page's, when there is one) so client routes work on reload.
 */
export async function registerSpa(app: FastifyInstance, webDist: string, pages?: SpaPages) {
  const hasWeb = existsSync(join(webDist, "index.html"));
  // index.html is sent from memory with this answer's CSP style nonce in its csp-nonce meta tag and
  // the requested page's chunks to preload. A prerendered page names its own scripts (it asks for them
  // once its first screen is drawn, from an inline script that carries this answer's script nonce).
  const indexHtml = hasWeb ? readFileSync(join(webDist, "index.html"), "utf8") : "";
  const preloads = routePreloads(webDist);
  const prerendered = prerenderedPages(webDist);
  const detailPage = detailPages(webDist, pages, app.log);
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
  app.get("/*", async (req, reply) => {
    // An asset that is not there (a chunk of an older build) is missing, not a page.
    if (req.url.startsWith("/api/") || req.url === "/api" || req.url.startsWith("/assets/")) return notFound(reply);
    const nonce = { style: reply.cspNonce?.style ?? "", script: reply.cspNonce?.script ?? "" };
    const fill = (html: string) => html.replaceAll("__CSP_NONCE__", nonce.style).replaceAll("__CSP_SCRIPT_NONCE__", nonce.script);
    const send = (html: string) => reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(html);
    const [path, query] = req.url.split("?");
    // A public page without a query is sent with its first screen in the visitor's language (an ad's
    // detail rendered now, the others at build time); the answer then depends on the language cookie
    // and the browser's languages.
    if (query === undefined) {
      const language = pageLanguage(req.headers.cookie, req.headers["accept-language"]);
      const prerenderedPage = prerendered.get(`${path} ${language}`);
      const html = prerenderedPage ? fill(prerenderedPage) : await detailPage(path, language, req, fill);
      if (html) {
        reply.header("Vary", "Accept-Language, Cookie");
        return send(html);
      }
    }
    return send(fill(indexHtml).replace("</head>", `${preloads(path)}</head>`));
  });
}
