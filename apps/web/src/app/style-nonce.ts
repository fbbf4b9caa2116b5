import { createContext, useContext } from "react";

/**
 * This answer's CSP style nonce. The server render is given it (entry.server.tsx); the browser reads the
 * one the page was sent with (entry.client.tsx), so the hydrated `<meta name="csp-nonce">` matches.
 */
export const StyleNonce = createContext("");

export const useStyleNonce = () => useContext(StyleNonce);
