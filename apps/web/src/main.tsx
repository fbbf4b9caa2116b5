import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes, type LazyRouteFunction, type RouteObject } from "react-router";
import { setNonce } from "get-nonce";
import { Providers, type Seed } from "./app/providers";
import { routes } from "./app/router";
import i18n from "./lib/i18n";
import { loadParts } from "./lib/lazy-part";
import { storageKeys } from "./lib/storage-keys";
import "./index.css";

// Styles that libraries add at run time (the dialog's scroll lock) carry this response's CSP nonce.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce && nonce !== "__CSP_NONCE__") setNonce(nonce);

const container = document.getElementById("root")!;

/**
 * The requested page's code, loaded before the first render: the first screen is the page itself
 * (the prerendered one, or the boot shell, stays until then) rather than a loading fallback. A
 * module that fails to load stays lazy, so the router shows its error screen.
 */
async function loadMatchedPages() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches
      .filter((m) => typeof m.route.lazy === "function")
      .map(async ({ route }) => {
        try {
          const page = await (route.lazy as LazyRouteFunction<RouteObject>)();
          Object.assign(route, { ...page, lazy: undefined });
        } catch {
          // Left to the router.
        }
      }),
  );
}

const signedIn = () => {
  try {
    return [storageKeys.token, storageKeys.adminToken, storageKeys.rrToken].some((k) => localStorage.getItem(k));
  } catch {
    return false;
  }
};

/**
 * The server sent this page's first screen prerendered (data-page, data-lang) as a visitor who is
 * not signed in sees it: React adopts that markup when this visit renders the same (same page,
 * no query, same language, nobody signed in); otherwise it draws the page afresh over it.
 */
const prerendered =
  container.dataset.page === window.location.pathname && !window.location.search && container.dataset.lang === i18n.language && !signedIn();

/** The answers the server rendered the page from (an ad's detail), for the query cache. */
function pageData(): Seed[] {
  const block = document.getElementById("page-data");
  block?.remove();
  if (!prerendered || !block?.textContent) return [];
  try {
    return JSON.parse(block.textContent) as Seed[];
  } catch {
    return [];
  }
}

/** After the first commit the page is the app's: the prerender's marks go and its controls can be used. */
function Started() {
  useEffect(() => {
    for (const mark of ["data-page", "data-lang", "data-parts"]) container.removeAttribute(mark);
    for (const control of container.querySelectorAll("[data-held]")) {
      control.removeAttribute("inert");
      control.removeAttribute("data-held");
    }
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <Providers seeds={pageData()} />
    <Started />
  </StrictMode>
);

// The prerendered screen (already on the glass: its page asks for this script after its first paint) is
// hydrated once its lazy parts are loaded too (their modules register them), so the whole screen comes
// alive at once.
void loadMatchedPages()
  .then(() => (prerendered ? loadParts(container.dataset.parts?.split(" ").filter(Boolean) ?? []) : undefined))
  .then(() => {
    // A transition lets React render the first screen in small slices, so the page stays responsive
    // (no long main-thread task) while it starts.
    startTransition(() => {
      if (prerendered) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
  });

// Installable, and the first screen opens without a network (the service worker; production builds only).
// A prerendered page loads this script late: the load event may have passed.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  // The files of this first visit are put in its caches too, once it is ready (lib/warm-offline-cache.ts).
  const register = () =>
    void navigator.serviceWorker
      .register("/sw.js")
      .then(() => import("./lib/warm-offline-cache"))
      .then((m) => m.warmOfflineCache())
      .catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register);
}
