import {
  ZPointsQuery,
  ZPointsResponse,
  ZProposalIdParams,
  ZProposalListQuery,
  ZProposalListResponse,
  ZProposalResponse,
  ZRespondProposalBody,
  ZSendProposalBody,
  ZSendProposalResponse,
  ZSendProposalV1Body,
  ZSignupBonusResponse,
} from "@app/contract";
import type { AppInstance } from "../../http/types.ts";
import { memberOnly, requirePrincipal } from "../../http/auth.ts";

const member = { tags: ["proposals"], security: [{ bearer: [] }] };
const sentMessage = "Proposal sent successfully!";

export async function proposalRoutes(app: AppInstance) {
  const { proposals, points, signupBonus } = app.services;

  // Two shapes of one action (the member site's and the shared client's), one service.
  app.post(
    "/api/v1/proposals/send",
    { ...memberOnly, schema: { ...member, body: ZSendProposalV1Body, response: { 201: ZSendProposalResponse } } },
    async (req, reply) => {
      const data = await proposals.send(requirePrincipal(req).id, req.body.proposedUserId, req.body.message);
      return reply.status(201).send({ success: true as const, message: sentMessage, data });
    },
  );
  app.post(
    "/api/proposals/send",
    { ...memberOnly, schema: { ...member, body: ZSendProposalBody, response: { 201: ZSendProposalResponse } } },
    async (req, reply) => {
      const data = await proposals.send(requirePrincipal(req).id, req.body.receiverId, req.body.message);
      return reply.status(201).send({ success: true as const, message: sentMessage, data });
    },
  );

  for (const direction of ["sent", "received"] as const) {
    app.get(
      `/api/proposals/${direction}`,
      { ...memberOnly, schema: { ...member, querystring: ZProposalListQuery, response: { 200: ZProposalListResponse } } },
      async (req) => ({
        success: true as const,
        data: await proposals.list(requirePrincipal(req).id, direction, req.query),
      }),
    );
  }

  app.get(
    "/api/proposals/:id",
    { ...memberOnly, schema: { ...member, params: ZProposalIdParams, response: { 200: ZProposalResponse } } },
    async (req) => ({
      success: true as const,
      data: { proposal: await proposals.get(requirePrincipal(req).id, req.params.id) },
    }),
  );

  app.put(
    "/api/proposals/:id/respond",
    { ...memberOnly, schema: { ...member, params: ZProposalIdParams, body: ZRespondProposalBody, response: { 200: ZProposalResponse } } },
    async (req) => {
      const proposal = await proposals.respond(requirePrincipal(req).id, req.params.id, req.body.status, req.body.message);
      return {
        success: true as const,
        message: proposal.status === "accepted" ? "Proposal accepted" : "Proposal declined",
        data: { proposal },
      };
    },
  );

  app.get(
    "/api/points",
    {
      ...memberOnly,
      schema: { tags: ["points"], security: [{ bearer: [] }], querystring: ZPointsQuery, response: { 200: ZPointsResponse } },
    },
    async (req) => ({ success: true as const, data: await points.summary(requirePrincipal(req).id, req.query) }),
  );
  app.get(
    "/api/points/signup-bonus",
    { ...memberOnly, schema: { tags: ["points"], security: [{ bearer: [] }], response: { 200: ZSignupBonusResponse } } },
    async (req) => ({ success: true as const, data: await signupBonus.get(requirePrincipal(req).id) }),
  );
}
