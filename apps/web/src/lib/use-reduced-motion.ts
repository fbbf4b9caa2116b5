import { useMediaQuery } from "./use-media-query";

/** True when the visitor asked the system for less motion (follows changes live). */
export function useReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
