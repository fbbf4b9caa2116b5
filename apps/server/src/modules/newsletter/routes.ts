import { ZNewsletterSubscribeRequest, ZNewsletterSubscribeResponse } from "@app/contract";
import type { AppInstance } from "../../http/types.ts";
import { newsletterMessages } from "./service.ts";

export async function newsletterRoutes(app: AppInstance) {
  const { newsletter } = app.services;
  app.post(
    "/api/newsletter/subscribe",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tags: ["newsletter"],
        body: ZNewsletterSubscribeRequest,
        response: { 200: ZNewsletterSubscribeResponse, 201: ZNewsletterSubscribeResponse },
      },
    },
    async (req, reply) => {
      const data = await newsletter.subscribe(req.body.email, req.body.source ?? "footer");
      reply.status(data.alreadySubscribed ? 200 : 201);
      return { success: true as const, message: data.alreadySubscribed ? newsletterMessages.already : newsletterMessages.subscribed, data };
    },
  );
}
