import { useSyncExternalStore } from "react";

const noChange = () => () => undefined;

/**
 * False while the page is as the server drew it (on the server, and while the browser hydrates); true after.
 * The server draws every page for a visitor: a screen whose content depends on who is signed in waits for it.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
