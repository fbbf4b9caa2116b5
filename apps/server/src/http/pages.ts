import { existsSync } from "node:fs";
import { join } from "node:path";
import { parse as parseQuery } from "node:querystring";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import {
  requestLanguage,
  ZAdProfilesData,
  ZAdProfilesQuery,
  ZPlans,
  ZPlansQuery,
  ZProfileDetail,
  ZProfileIdParams,
  type TAdProfilesData,
  type TAdProfilesFilter,
  type TPageContext,
  type TPlan,
  type TPlansQuery,
  type TProfileDetail,
} from "@app/contract";
import { AppError, envelope } from "./errors.ts";

/** What the pages' server render may look up. */
export type PageLookups = {
  /**
   * An ad's public detail as a visitor who is not signed in sees it (404 AppError when there is none).
   * Drawing the page counts no view: the page reports its view once it runs.
   */
  profileDetail(id: string, ip: string): Promise<TProfileDetail>;
  /** Browse's page of ads for a filter as a visitor sees it (the ads' impressions counted, as the API does). */
  adProfiles(filter: TAdProfilesFilter): Promise<TAdProfilesData>;
  /** A catalogue's plans, as GET /api/plans lists them. */
  plans(query: TPlansQuery): Promise<TPlan[]>;
  /** Told how long each page took to draw (seconds). */
  onRender?: (seconds: number) => void;
};

/** The request as React Router's handler takes it: a Web Request, on a fixed origin (never the Host header's). */
function webRequest(req: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new Request(new URL(req.url, "http://localhost"), { method: "GET", headers });
}

/**
 * The lookups a page's loader makes, for this request: their input through the API's own schema (an input
 * the API would refuse gives null), their answer through the answer's schema, as the API sends it.
 */
function lookups(pages: PageLookups | undefined, req: FastifyRequest, log: FastifyInstance["log"]) {
  const look = async <T>(what: string, find: (pages: PageLookups) => Promise<T> | null): Promise<T | null> => {
    const found = pages && find(pages);
    if (!found) return null;
    try {
      return await found;
    } catch (error) {
      if (!(error instanceof AppError)) log.warn({ err: error, what }, "not looked up for its page");
      return null;
    }
  };
  return {
    profileDetail: (id: string) =>
      look(`ad ${id}`, (p) => {
        const params = ZProfileIdParams.safeParse({ id });
        return params.success ? p.profileDetail(params.data.id, req.ip).then((d) => ZProfileDetail.parse(d)) : null;
      }),
    adProfiles: (query: string) =>
      look("browse", (p) => {
        const filter = ZAdProfilesQuery.safeParse(parseQuery(query));
        return filter.success ? p.adProfiles(filter.data).then((d) => ZAdProfilesData.parse(d)) : null;
      }),
    plans: (catalog: TPlan["catalog"]) =>
      look("plans", (p) => {
        const query = ZPlansQuery.safeParse({ catalog });
        return query.success ? p.plans(query.data).then((d) => ZPlans.parse(d)) : null;
      }),
  } satisfies Pick<TPageContext, "profileDetail" | "adProfiles" | "plans">;
}

/**
 * Serves the built web app (`apps/web/dist`): its files from `client/`, and every other GET outside
 * /api and /assets as a page drawn by the app's server build (`server/index.js`, React Router's request
 * handler, loaded on the first page asked for), in the visitor's language, with this answer's CSP nonces.
 */
export async function registerPages(app: FastifyInstance, webDist: string, pages?: PageLookups) {
  const client = join(webDist, "client");
  const serverBuild = join(webDist, "server", "index.js");
  const hasWeb = existsSync(serverBuild) && existsSync(client);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: client,
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
  let handler: Promise<ReturnType<typeof createRequestHandler>> | undefined;
  const load = () =>
    (handler ??= (import(pathToFileURL(serverBuild).href) as Promise<ServerBuild>).then((build) =>
      createRequestHandler(build, "production"),
    ));
  // Every other GET (and HEAD) is a page: a route, not the not-found handler, so answers are compressed
  // like any other.
  app.get("/*", async (req, reply) => {
    // An asset that is not there (a chunk of an older build) is missing, not a page.
    if (req.url.startsWith("/api/") || req.url === "/api" || req.url.startsWith("/assets/")) return notFound(reply);
    const context: TPageContext = {
      nonce: { style: reply.cspNonce?.style ?? "", script: reply.cspNonce?.script ?? "" },
      language: requestLanguage(req.headers.cookie, req.headers["accept-language"]),
      ...lookups(pages, req, app.log),
    };
    const started = performance.now();
    const response = await (await load())(webRequest(req), context);
    pages?.onRender?.((performance.now() - started) / 1000);
    reply.status(response.status);
    response.headers.forEach((value, name) => void reply.header(name, value));
    // The page is drawn in the language the cookie or the browser's languages choose.
    reply.header("Vary", "Accept-Language, Cookie").header("Cache-Control", "no-cache");
    return reply.send(Buffer.from(await response.arrayBuffer()));
  });
}
