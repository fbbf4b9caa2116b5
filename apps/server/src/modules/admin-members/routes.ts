import {
  ZActivitiesQuery,
  ZActivitiesResponse,
  ZAdminMemberDetailResponse,
  ZAdvancedSearchQuery,
  ZIdParams,
  ZMemberActionResponse,
  ZMemberDeletedResponse,
  ZMemberListQuery,
  ZMemberListResponse,
  ZStatusActionRequest,
  ZUpdateMemberRequest,
  ZUserStatsResponse,
} from "@app/contract";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { notFound } from "../../http/errors.ts";
import type { AppInstance } from "../../http/types.ts";
import { adminOnly, currentAdmin } from "../../http/admin-auth.ts";
import { contactViewOf } from "../../lib/contact-mask.ts";

const tags = ["admin members"];
const security = [{ bearer: [] }];
const actionParams = ZIdParams.extend({ action: z.enum(["block", "unblock", "suspend", "activate"]) });
const done = {
  block: "Blocked successfully",
  unblock: "Unblocked successfully",
  suspend: "Suspended successfully",
  activate: "Activated successfully",
};

/** The spec's user API for admins: `/api/users/list|stats/overview|search/advanced|{id}…` (`/api/users/me` stays the member's). */
export async function adminMemberRoutes(app: AppInstance) {
  const { adminMembers, memberStatus, memberDetail, memberErase } = app.services;
  const guard = adminOnly("moderator");
  /** Moderators get members' phones and e-mails masked in every answer but one member's detail (decision 0009). */
  const view = (req: FastifyRequest) => contactViewOf(currentAdmin(req).role);

  app.get(
    "/api/users/list",
    { ...guard, schema: { tags, security, querystring: ZMemberListQuery, response: { 200: ZMemberListResponse } } },
    async (req) => ({
      success: true as const,
      data: await adminMembers.list(req.query, view(req)),
    }),
  );

  app.get(
    "/api/users/search/advanced",
    { ...guard, schema: { tags, security, querystring: ZAdvancedSearchQuery, response: { 200: ZMemberListResponse } } },
    async (req) => ({ success: true as const, data: await adminMembers.list(req.query, view(req)) }),
  );

  app.get("/api/users/stats/overview", { ...guard, schema: { tags, security, response: { 200: ZUserStatsResponse } } }, async () => ({
    success: true as const,
    data: await adminMembers.stats(),
  }));

  app.get(
    "/api/users/:id",
    { ...guard, schema: { tags, security, params: ZIdParams, response: { 200: ZAdminMemberDetailResponse } } },
    async (req) => ({
      success: true as const,
      data: { user: await memberDetail.show(req.params.id, currentAdmin(req), req.ip) },
    }),
  );

  app.get(
    "/api/users/:id/activities",
    { ...guard, schema: { tags, security, params: ZIdParams, querystring: ZActivitiesQuery, response: { 200: ZActivitiesResponse } } },
    async (req) => {
      await memberDetail.ensure(req.params.id);
      return { success: true as const, data: await memberDetail.activities(req.params.id, req.query.page, req.query.limit) };
    },
  );

  const row = async (req: FastifyRequest, id: number) => {
    const [user] = await adminMembers.rows([id], view(req));
    if (!user) throw notFound("Member not found");
    return user;
  };

  app.put(
    "/api/users/:id",
    { ...guard, schema: { tags, security, params: ZIdParams, body: ZUpdateMemberRequest, response: { 200: ZMemberActionResponse } } },
    async (req) => {
      await memberStatus.update(currentAdmin(req).id, req.params.id, req.body);
      return { success: true as const, message: "Updated successfully", data: { user: await row(req, req.params.id) } };
    },
  );

  app.delete(
    "/api/users/:id",
    { ...guard, schema: { tags, security, params: ZIdParams, response: { 200: ZMemberDeletedResponse } } },
    async (req) => ({
      success: true as const,
      message: "User deleted successfully",
      data: await memberErase.erase(currentAdmin(req).id, req.params.id),
    }),
  );

  app.post(
    "/api/users/:id/:action",
    {
      ...guard,
      schema: { tags, security, params: actionParams, body: ZStatusActionRequest.nullish(), response: { 200: ZMemberActionResponse } },
    },
    async (req) => {
      const { id, action } = req.params;
      await memberStatus.change(currentAdmin(req).id, id, { action, reason: req.body?.reason, durationDays: req.body?.duration ?? null });
      return { success: true as const, message: done[action], data: { user: await row(req, id) } };
    },
  );
}
