import { z } from "zod";
import { ok } from "./envelope.ts";

// What a visitor or member does on an ad's page: the answers are small, and a module of their own, so a
// page that reports a view builds these alone, not the ad's whole detail (profiles.ts).

export const ZFavourite = z.object({ profileId: z.string(), favourite: z.boolean() });
export const ZFavouriteResponse = ok(ZFavourite);
/** POST /api/profile/{id}/view: the view of a page the server drew; its views, this one counted. */
export const ZProfileView = z.object({ profileId: z.string(), views: z.number().int() });
export type TProfileView = z.infer<typeof ZProfileView>;
export const ZProfileViewResponse = ok(ZProfileView);
export const ZYtmRequest = z.object({ profileId: z.string(), requestedAt: z.string(), alreadyRequested: z.boolean() });
export const ZYtmRequestResponse = ok(ZYtmRequest);
