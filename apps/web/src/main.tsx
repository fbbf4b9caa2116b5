import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { setNonce } from "get-nonce";
import { Providers } from "./app/providers";
import "./index.css";

// Styles that libraries add at run time (the dialog's scroll lock) carry this response's CSP nonce.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce && nonce !== "__CSP_NONCE__") setNonce(nonce);

// A transition lets React render the first screen in small slices, so the page stays responsive
// (no long main-thread task) while it starts.
startTransition(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <Providers />
    </StrictMode>,
  );
});

// Installable, and the first screen opens without a network (the service worker; production builds only).
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined));
}
