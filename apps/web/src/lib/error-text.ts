import { ApiError } from "./api";

/** Any other action's failure: the server's message, else a short generic one. */
export function errorText(e: unknown, fallback = "Something went wrong. Please try again."): string {
  if (e instanceof ApiError) return e.message && !/^Request failed \(\d+\)$/.test(e.message) ? e.message : fallback;
  return `Network error: ${e instanceof Error ? e.message : String(e)}`;
}
