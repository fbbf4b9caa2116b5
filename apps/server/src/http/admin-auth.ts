import type { FastifyRequest } from "fastify";
import type { TAdminRole } from "@app/contract";
import type { CurrentAdmin } from "../modules/admin-auth/current-admin-service.ts";

declare module "fastify" {
  interface FastifyRequest {
    admin: CurrentAdmin | null;
  }
}

/**
 * Route option for every admin endpoint: before the body is read, no token or an ended session is
 * a 401, a member's or RR's token a 403, and a moderator on a super-admin endpoint a 403.
 */
export function adminOnly(role: TAdminRole = "moderator") {
  return {
    preValidation: async (req: FastifyRequest) => {
      req.admin = await req.server.services.adminAuth.authorize(req.principal, req.bearerToken !== null, role);
    },
  };
}

/** The admin that `adminOnly` resolved for this request. */
export function currentAdmin(req: FastifyRequest): CurrentAdmin {
  if (!req.admin) throw new Error("adminOnly is missing on this route");
  return req.admin;
}
