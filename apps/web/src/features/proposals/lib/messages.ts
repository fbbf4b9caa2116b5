import { ApiError } from "@/lib/api";

export const proposalSentMessage = "Proposal sent successfully!";
export const demoProfileMessage = "This is a demo profile. Please register to view real profiles and send proposals.";

/** The spec's proposal failure texts: the server's message, else "Failed to send proposal ({status})"; network: "Network error: {message}". */
export function proposalErrorText(e: unknown): string {
  if (e instanceof ApiError) {
    // The client's own texts for a body that is not the API's envelope (no server message).
    const generic = e.code === "invalid_response" || e.message.startsWith("Server not found") || /^Request failed \(\d+\)$/.test(e.message);
    return generic || !e.message ? `Failed to send proposal (${e.status})` : e.message;
  }
  return `Network error: ${e instanceof Error ? e.message : String(e)}`;
}

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric" });
