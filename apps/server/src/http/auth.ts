import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Principal, PrincipalType, SessionService } from "../modules/auth/session-service.ts";
import { forbidden, unauthenticated } from "./errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    principal: Principal | null;
    bearerToken: string | null;
  }
}

/** Resolves `Authorization: Bearer <token>` to a principal on every request (null when absent or invalid). */
export function registerAuth(app: FastifyInstance, sessions: SessionService) {
  app.decorateRequest("principal", null);
  app.decorateRequest("bearerToken", null);
  // The admin of an admin endpoint (http/admin-auth.ts).
  app.decorateRequest("admin", null);
  app.addHook("onRequest", async (req) => {
    const header = req.headers.authorization;
    if (!header?.startsWith("Bearer ")) return;
    // Exactly one space and the token, nothing around it: a loosely formed header is not a session.
    const token = header.slice(7);
    req.bearerToken = token;
    req.principal = await sessions.authenticate(token);
  });
  // An answer to a request that carried a token is personal (a phone number, points, proposals):
  // no shared or browser cache may keep it, unless the route chose its own caching (media).
  app.addHook("onSend", async (req, reply, payload) => {
    if (req.bearerToken !== null && !reply.hasHeader("cache-control")) reply.header("Cache-Control", "no-store");
    return payload;
  });
}

const otherKind: Record<PrincipalType, string> = {
  member: "This is for members only",
  admin: "This is for admins only",
  rr: "This is for relationship representatives only",
};

/**
 * The signed-in principal of the given type, or a 401. An RR's session on another kind's endpoint,
 * and another kind's session on an RR endpoint, is a 403.
 */
export function requirePrincipal(req: FastifyRequest, type: PrincipalType = "member"): Principal {
  const p = req.principal;
  if (p && p.type !== type && (p.type === "rr" || type === "rr")) throw forbidden(otherKind[type]);
  if (!p || p.type !== type) throw unauthenticated(req.bearerToken ? "Invalid or expired token" : "Please log in to continue");
  return p;
}

/** Route option: refuse with 401 before the body is validated. */
export const memberOnly = {
  preValidation: async (req: FastifyRequest) => {
    requirePrincipal(req, "member");
  },
};

/** An RR's session, or 401 (no session) or 403 (a member's or admin's). */
function requireRr(req: FastifyRequest): Principal {
  if (!req.principal)
    throw unauthenticated(req.bearerToken ? "Your session has ended. Please login again." : "Please login as RR to access this page");
  return requirePrincipal(req, "rr");
}

/**
 * Route option for the RR portal: refuse with 401 (no session) or 403 (a member's or admin's, or the
 * RR's account deactivated: `rr_deactivated`) before the body is validated.
 */
export const rrOnly = {
  preValidation: async (req: FastifyRequest) => {
    await req.server.services.rrAccounts.admit(requireRr(req).id);
  },
};

/** Route option for the RR's own account (`/api/rr/me`): any RR's session, a deactivated RR's too, so they are told so. */
export const rrSignedIn = {
  preValidation: async (req: FastifyRequest) => {
    requireRr(req);
  },
};
