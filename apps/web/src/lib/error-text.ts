import { ApiError } from "./api";
import i18n from "./i18n";
import { localizeMessage } from "./messages";

/** Any other action's failure, in the chosen language: the server's message, else a short generic one. */
export function errorText(e: unknown, fallback?: string): string {
  const generic = fallback ?? i18n.t("errors.generic");
  if (e instanceof ApiError) return e.message && !/^Request failed \(\d+\)$/.test(e.message) ? localizeMessage(e.message, e.code) : generic;
  return i18n.t("errors.network", { message: e instanceof Error ? e.message : String(e) });
}
