import { lazy } from "react";

/** The login dialog, loaded on first use so Radix stays out of the initial bundle. */
export const LazyLoginModal = lazy(() => import("./components/login-modal"));

/** Start loading the dialog early (e.g. on hover/focus of a Login button). */
export function preloadLoginModal() {
  void import("./components/login-modal");
}
