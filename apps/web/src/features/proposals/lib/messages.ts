import { ApiError } from "@/lib/api";
import i18n from "@/lib/i18n";
import { proposalsNs } from "@/lib/locales/proposals";
import { localizeMessage } from "@/lib/messages";

/**
 * The spec's proposal failure texts, in the chosen language: the server's message, else "Failed to send
 * proposal ({status})"; network: "Network error: {message}".
 */
export function proposalErrorText(e: unknown): string {
  const t = i18n.getFixedT(null, proposalsNs);
  if (e instanceof ApiError) {
    // The client's own texts for a body that is not the API's envelope (no server message).
    const generic = e.code === "invalid_response" || e.message.startsWith("Server not found") || /^Request failed \(\d+\)$/.test(e.message);
    return generic || !e.message ? t("propose.failed", { status: e.status }) : localizeMessage(e.message, e.code);
  }
  return t("network", { message: e instanceof Error ? e.message : String(e) });
}
