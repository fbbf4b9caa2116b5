import { ApiError } from "@/lib/api";

const ing: Record<string, string> = {
  suspend: "suspending",
  activate: "activating",
  block: "blocking",
  unblock: "unblocking",
  delete: "deleting",
};

/** The spec's alert texts (section 8): "Failed to <action> user: {error}" when the server refused, "Error <action>ing user: {message}" when the call failed. */
export function actionFailed(action: string, e: unknown): string {
  if (e instanceof ApiError && e.status > 0 && e.code !== "invalid_response") return `Failed to ${action} user: ${e.message}`;
  return `Error ${ing[action] ?? `${action}ing`} user: ${e instanceof Error ? e.message : String(e)}`;
}

/** "<Action>d successfully". */
export const actionDone = (action: string) => `${action.charAt(0).toUpperCase()}${action.slice(1).replace(/e$/, "")}ed successfully`;
