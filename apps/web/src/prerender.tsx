import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { QueryClientProvider } from "@tanstack/react-query";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from "react-router";
import type { TProfileDetail } from "@app/contract";
import { visitorDetailSeed } from "@/features/profile-detail";
import i18n, { type Language } from "@/lib/i18n";
import { renderedParts } from "@/lib/lazy-part";
import { seededQueryClient, type Seed } from "./app/providers";
import { routes } from "./app/router";

/** The public pages prerendered at build time (exact paths, without a query), in each language. */
export const prerenderedPages = ["/", "/profiles", "/register", "/plans"];
export { languages } from "@/lib/i18n";

/** The id of an ad's public detail page (/profile/{id}), which the server renders on request; else null. */
export function profilePageId(path: string): string | null {
  const match = matchRoutes(routes, path)?.at(-1);
  return match?.route.path === "profile/:id" ? (match.params.id ?? null) : null;
}

/** The answer a visitor who is not signed in gets for an ad's detail, as that page's query holds it. */
export const profileSeeds = (id: string, detail: TProfileDetail): Seed[] => [[...visitorDetailSeed(id, detail)]];

async function render(path: string, language: Language, seeds: Seed[]): Promise<{ html: string; parts: string[] }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects`);
  await i18n.changeLanguage(language);
  const page = () => (
    <StrictMode>
      <QueryClientProvider client={seededQueryClient(seeds)}>
        <I18nextProvider i18n={i18n}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
  renderedParts();
  let html = renderToString(page());
  if (html.includes("<template")) {
    // A lazy part whose code was not loaded yet: a first pass waits for it, the second renders it in
    // place, as plain HTML without streaming scripts (which the page's CSP would refuse).
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(page(), { onError: (error) => void errors.push(error) });
    for await (const chunk of prelude) void chunk;
    if (errors.length > 0) throw new AggregateError(errors, `${path} (${language}) failed to render`);
    renderedParts();
    html = renderToString(page());
    if (html.includes("<template")) throw new Error(`${path} (${language}) still has a part that did not load`);
  }
  return { html, parts: renderedParts() };
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The first screen of a public page as HTML, for a visitor who is not signed in: the page's own
 * header and text, its forms, and what its queries hold (`seeds`: the answers the server looked up;
 * a query without one shows its skeleton). The web build renders the public pages (prerender.mjs); the
 * server renders an ad's detail page on request. main.tsx hydrates it (the same tree, rendered the same
 * way, from the same answers). One page at a time: the language is the i18n instance's.
 */
export function renderPage(path: string, language: Language, seeds: Seed[] = []): Promise<{ html: string; parts: string[] }> {
  const run = queue.then(() => render(path, language, seeds));
  queue = run.catch(() => undefined);
  return run;
}

/**
 * The page's root element around its rendered HTML: `data-page` and `data-lang` tell the client what
 * was rendered, so it hydrates only that, and `data-parts` which lazy parts to load first. Its
 * controls are inert until the app has taken the screen over (a tap, a key or a value typed before
 * then would reach a control that does nothing yet; its text reads as usual): each one rather than
 * the whole screen, as the browser restyles all that an `inert` covered when it goes. The answers it
 * was rendered from follow as a JSON data block (not a script), which the client puts in its query
 * cache.
 */
export function pageRoot(path: string, language: Language, { html, parts }: { html: string; parts: string[] }, seeds: Seed[] = []): string {
  const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  // React escapes "<" in text and attribute values, so these are the controls' own tags.
  const held = html.replace(/<(input|select|textarea|button)\b/g, "<$1 inert data-held");
  const root = `<div id="root" data-page="${attr(path)}" data-lang="${language}" data-parts="${attr(parts.join(" "))}">${held}</div>`;
  if (seeds.length === 0) return root;
  // "<" is escaped so no text in an answer can close the block.
  const json = JSON.stringify(seeds).replace(/</g, "\\u003c");
  return `${root}<script type="application/json" id="page-data">${json}</script>`;
}
