import { z } from "zod";
import { ok } from "./envelope.ts";

/**
 * Circulation e-mails on and off by the signed link each one carries, without signing in:
 * POST /api/circulation-emails/unsubscribe?token=… (also the e-mail's one-click List-Unsubscribe address)
 * and POST /api/circulation-emails/resubscribe?token=…; GET …/unsubscribe leads to the page /unsubscribe.
 */
export const ZCirculationEmailsQuery = z.object({
  token: z.string().trim().min(1, "This link is not valid. Please open it again from your latest e-mail.").max(100),
});
export const ZCirculationEmailsState = z.object({ circulationEmails: z.boolean() });
export const ZCirculationEmailsResponse = ok(ZCirculationEmailsState);
export type TCirculationEmailsResponse = z.infer<typeof ZCirculationEmailsResponse>;
