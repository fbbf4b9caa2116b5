import { ApiError } from "@/lib/api";
import i18n from "@/lib/i18n";
import { adminNs } from "@/lib/locales/admin";
import { localizeMessage } from "@/lib/messages";

type Action = "suspend" | "activate" | "block" | "unblock" | "delete" | "update";

/** The spec's alert texts (section 8): "Failed to <action> user: {error}" when the server refused, "Error <action>ing user: {message}" when the call failed. */
export function actionFailed(action: Action, e: unknown): string {
  if (e instanceof ApiError && e.status > 0 && e.code !== "invalid_response")
    return i18n.t(`actions.failed.${action}`, { ns: adminNs, error: localizeMessage(e.message, e.code) });
  return i18n.t(`actions.error.${action}`, { ns: adminNs, error: e instanceof Error ? e.message : String(e) });
}

/** "<Action>d successfully". */
export const actionDone = (action: Exclude<Action, "delete" | "update">) => i18n.t(`actions.done.${action}`, { ns: adminNs });
