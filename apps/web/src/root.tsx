// First: in the browser, zod is told to build no code at run time before any schema is made (the CSP allows no eval).
import "./app/no-eval";
import { startTransition, useEffect, useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { AuthProvider } from "@/features/auth";
import { useTranslation } from "@/lib/i18n";
import { createQueryClient } from "./app/query-client";
import { RouteError } from "./app/route-error";
import { useStyleNonce } from "./app/style-nonce";
import bengali400 from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url";
import bengali600 from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2?url";
import stylesheet from "./index.css?url";

/**
 * The site's stylesheet, with a precedence: React then writes it at the top of the head, before the
 * scripts' preloads, so a phone fetches the one file that holds up the first paint first (as an
 * ordinary link it came after forty preloads, and on a slow connection waited for most of them).
 */
export const links = () => [{ rel: "stylesheet", href: stylesheet, precedence: "default" }];

/**
 * False while the page is as the server drew it (on the server, and while the browser hydrates); true after.
 * Set by an effect, as a transition: React draws that change in short slices. (`lib/use-hydrated`, which
 * reads an external store whose browser snapshot differs from the server's, is right for a small part but
 * here forced a synchronous render of the whole page in the same task as the effects that follow
 * hydration: 160 ms of a 288 ms task on the browse page.)
 */
function usePageTakenOver() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/** The document around every page, in the language the page is drawn in. */
export function Layout({ children }: { children: ReactNode }) {
  const { t, i18n: current } = useTranslation();
  const styleNonce = useStyleNonce();
  const hydrated = usePageTakenOver();
  return (
    <html lang={current.language}>
      <head>
        <meta charSet="UTF-8" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#9f1239" />
        {/* This answer's style nonce: libraries that add <style> elements at run time read it. */}
        <meta name="csp-nonce" content={styleNonce} />
        <meta name="description" content={t("meta.description")} />
        <title>{t("meta.homeTitle")}</title>
        {/* A Bengali page's text needs the Bengali font: fetched with the stylesheet, so the text is not
            drawn in a fallback font first and then moved. An English page draws its one Bengali word (the
            language switch) in the phone's own font. */}
        {current.language === "bn" &&
          [bengali400, bengali600].map((href) => <link key={href} rel="preload" as="font" type="font/woff2" crossOrigin="" href={href} />)}
        <Meta />
        <Links />
      </head>
      <body>
        {/* Until the app has the page, its controls are disabled (its links work as they are): a tap, a key or
            a value typed would reach a control that does nothing yet, or submit a form the app handles. */}
        <fieldset disabled={!hydrated} data-waiting={hydrated ? undefined : ""} role="none" className="contents">
          {children}
        </fieldset>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The query cache (one per request on the server, one per visit in the browser) and the startup auth check. */
export default function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    </QueryClientProvider>
  );
}

/** Reached only when the site's layout itself fails: drawn without header and footer. */
export function ErrorBoundary() {
  return (
    <div className="min-h-dvh bg-stone-50">
      <RouteError />
    </div>
  );
}
