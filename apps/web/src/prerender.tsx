import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { QueryClientProvider } from "@tanstack/react-query";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import i18n, { type Language } from "@/lib/i18n";
import { renderedParts } from "@/lib/lazy-part";
import { createQueryClient } from "./app/providers";
import { routes } from "./app/router";

/** The public pages sent prerendered (exact paths, without a query), in each language. */
export const prerenderedPages = ["/", "/profiles", "/register", "/plans"];
export { languages } from "@/lib/i18n";

/**
 * The first screen of a public page as HTML, rendered at build time (prerender.mjs) for a visitor who
 * is not signed in and has no answers yet: the page's own header and text, its forms, and the
 * skeletons its data fills. The server sends it inside index.html so a phone paints the page before
 * the JavaScript has arrived; main.tsx hydrates it (the same tree, rendered the same way).
 */
export async function prerender(path: string, language: Language): Promise<{ html: string; parts: string[] }> {
  await i18n.changeLanguage(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects`);
  const page = () => (
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <I18nextProvider i18n={i18n}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
  // The first pass waits for the page's lazy parts (the home's forms) to load; the second renders
  // them in place, as plain HTML without streaming scripts (which the page's CSP would refuse).
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(page(), { onError: (error) => void errors.push(error) });
  for await (const chunk of prelude) void chunk;
  if (errors.length > 0) throw new AggregateError(errors, `${path} (${language}) failed to render`);
  const html = renderToString(page());
  if (html.includes("<template")) throw new Error(`${path} (${language}) still has a part that did not load`);
  return { html, parts: renderedParts() };
}
