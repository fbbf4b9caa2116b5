import { ZCirculationEmailsState } from "@app/contract";
import { api } from "@/lib/api";

/** Turns the member's circulation e-mails off or on again, by the signed token of their e-mail's link (no sign-in). */
export function changeCirculationEmails(action: "unsubscribe" | "resubscribe", token: string) {
  const path = `/circulation-emails/${action}?token=${encodeURIComponent(token)}`;
  return api(path, { method: "POST", auth: "none", ignore401: true }, ZCirculationEmailsState);
}
