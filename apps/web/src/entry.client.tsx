import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { setNonce } from "get-nonce";
import i18n, { hydrateLanguage } from "./lib/i18n";
import { StyleNonce } from "./app/style-nonce";

// Styles that libraries add at run time (the dialog's scroll lock) carry this response's CSP nonce.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? "";
if (nonce) setNonce(nonce);

// The page is hydrated in the language the server drew it in; a different choice kept in this browser
// follows once it is the app's.
const chosen = hydrateLanguage(document.documentElement.lang);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StyleNonce value={nonce}>
        <HydratedRouter />
      </StyleNonce>
    </StrictMode>,
  );
  if (chosen !== i18n.language) setTimeout(() => void i18n.changeLanguage(chosen), 0);
});

// Installable, and pages seen before open without a network (the service worker; production builds only).
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const register = () =>
    void navigator.serviceWorker
      .register("/sw.js")
      .then(() => import("./lib/warm-offline-cache"))
      .then((m) => m.warmOfflineCache())
      .catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register);
}
