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

/**
 * The signed-in member's own choices, on the dashboard's circulation page: GET and PUT
 * /api/circulation-emails/me. `circulationEmails`: e-mails of new ads that match them and the weekly
 * digest of new mutual matches (the same switch the e-mails' link turns off); `digestSms`: the weekly
 * digest also by SMS (a count and a link only).
 */
export const ZMailSettings = z.object({ circulationEmails: z.boolean(), digestSms: z.boolean() });
export type TMailSettings = z.infer<typeof ZMailSettings>;
export const ZUpdateMailSettingsRequest = z
  .object({ circulationEmails: z.boolean().optional(), digestSms: z.boolean().optional() })
  .refine((b) => b.circulationEmails !== undefined || b.digestSms !== undefined, {
    message: "Choose a setting to change",
    path: ["circulationEmails"],
  });
export type TUpdateMailSettingsRequest = z.infer<typeof ZUpdateMailSettingsRequest>;
export const ZMailSettingsResponse = ok(ZMailSettings);
