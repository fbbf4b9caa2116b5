import {
  ZAdminCreateRequest,
  ZAdminListResponse,
  ZAdminLoginRequest,
  ZAdminLoginResponse,
  ZAdminLogoutResponse,
  ZAdminMeResponse,
  ZAdminResponse,
  ZAdminSessionResponse,
  ZAdminTotpRequest,
  ZIdParams,
} from "@app/contract";
import { z } from "zod";
import type { AppInstance } from "../../http/types.ts";
import { adminOnly, currentAdmin } from "../../http/admin-auth.ts";

const tags = ["admin"];
const security = [{ bearer: [] }];

export async function adminAuthRoutes(app: AppInstance) {
  const { adminSignIn, adminAuth, adminAccounts } = app.services;
  const loginLimit = { rateLimit: { max: app.deps.config.otpRatePerMinute * 3, timeWindow: "1 minute" } };
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: String(req.headers["user-agent"] ?? ""),
  });

  app.post(
    "/api/admin/login",
    { config: loginLimit, schema: { tags, body: ZAdminLoginRequest, response: { 200: ZAdminLoginResponse } } },
    async (req) => {
      const step = await adminSignIn.login(req.body.email, req.body.password, req.ip);
      const message =
        step.step === "enroll" ? "Set up your authenticator app to finish signing in" : "Enter the code from your authenticator app";
      return { success: true as const, message, data: step };
    },
  );

  app.post(
    "/api/admin/login/totp",
    { config: loginLimit, schema: { tags, body: ZAdminTotpRequest, response: { 200: ZAdminSessionResponse } } },
    async (req) => ({
      success: true as const,
      message: "Login successful",
      data: await adminSignIn.completeLogin(req.body.challenge, { code: req.body.code, recoveryCode: req.body.recoveryCode }, meta(req)),
    }),
  );

  app.post("/api/admin/logout", { ...adminOnly(), schema: { tags, security, response: { 200: ZAdminLogoutResponse } } }, async (req) => {
    await adminAuth.logout(currentAdmin(req));
    return { success: true as const, message: "Logged out", data: { loggedOut: true as const } };
  });

  app.get("/api/admin/me", { ...adminOnly(), schema: { tags, security, response: { 200: ZAdminMeResponse } } }, async (req) => ({
    success: true as const,
    data: { admin: await adminAuth.me(currentAdmin(req).id) },
  }));

  // ---------- Admin Management (super admins only) ----------

  app.get(
    "/api/admin/admins",
    { ...adminOnly("super_admin"), schema: { tags, security, response: { 200: ZAdminListResponse } } },
    async () => ({ success: true as const, data: { admins: await adminAccounts.list() } }),
  );

  app.post(
    "/api/admin/admins",
    { ...adminOnly("super_admin"), schema: { tags, security, body: ZAdminCreateRequest, response: { 201: ZAdminResponse } } },
    async (req, reply) => {
      const admin = await adminAccounts.create(currentAdmin(req), req.body);
      return reply.status(201).send({ success: true as const, message: "Admin added", data: { admin } });
    },
  );

  const actionParams = ZIdParams.extend({ action: z.enum(["disable", "enable", "reset-2fa"]) });
  app.post(
    "/api/admin/admins/:id/:action",
    { ...adminOnly("super_admin"), schema: { tags, security, params: actionParams, response: { 200: ZAdminResponse } } },
    async (req) => {
      const by = currentAdmin(req);
      const { id, action } = req.params;
      const admin =
        action === "reset-2fa" ? await adminAccounts.resetTotp(by, id) : await adminAccounts.setActive(by, id, action === "enable");
      const message = { disable: "Admin disabled", enable: "Admin enabled", "reset-2fa": "Second factor reset" }[action];
      return { success: true as const, message, data: { admin } };
    },
  );
}
