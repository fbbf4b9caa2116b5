import { ZCirculationEmailsQuery, ZCirculationEmailsResponse, ZMailSettingsResponse, ZUpdateMailSettingsRequest } from "@app/contract";
import type { AppInstance } from "../../http/types.ts";
import { memberOnly, requirePrincipal } from "../../http/auth.ts";
import { circulationEmailMessages } from "./service.ts";

export async function circulationEmailRoutes(app: AppInstance) {
  const { circulationEmails } = app.services;
  // Mail apps send one-click unsubscriptions as a form (List-Unsubscribe=One-Click, RFC 8058); the token in the address is what counts.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_req, body, done) =>
    done(null, { form: body }),
  );
  // Mailbox providers post from few addresses for many members: a generous limit (a token cannot be guessed anyway).
  const config = { rateLimit: { max: 120, timeWindow: "1 minute" } };
  const schema = { tags: ["circulation-emails"], querystring: ZCirculationEmailsQuery, response: { 200: ZCirculationEmailsResponse } };

  app.post("/api/circulation-emails/unsubscribe", { config, schema }, async (req) => ({
    success: true as const,
    message: circulationEmailMessages.stopped,
    data: await circulationEmails.unsubscribe(req.query.token),
  }));

  app.post("/api/circulation-emails/resubscribe", { config, schema }, async (req) => ({
    success: true as const,
    message: circulationEmailMessages.resumed,
    data: await circulationEmails.resubscribe(req.query.token),
  }));

  // A mail app without one-click opens the List-Unsubscribe address in the browser: the page asks first.
  app.get(
    "/api/circulation-emails/unsubscribe",
    { config, schema: { tags: ["circulation-emails"], querystring: ZCirculationEmailsQuery } },
    async (req, reply) => reply.redirect(`/unsubscribe?token=${encodeURIComponent(req.query.token)}`, 303),
  );

  // The signed-in member's own choices, switched on the dashboard's circulation page.
  const mine = { tags: ["circulation-emails"], security: [{ bearer: [] }] };
  app.get("/api/circulation-emails/me", { ...memberOnly, schema: { ...mine, response: { 200: ZMailSettingsResponse } } }, async (req) => ({
    success: true as const,
    data: await circulationEmails.settings(requirePrincipal(req).id),
  }));

  app.put(
    "/api/circulation-emails/me",
    { ...memberOnly, schema: { ...mine, body: ZUpdateMailSettingsRequest, response: { 200: ZMailSettingsResponse } } },
    async (req) => ({
      success: true as const,
      message: circulationEmailMessages.saved,
      data: await circulationEmails.updateSettings(requirePrincipal(req).id, req.body),
    }),
  );
}
