import {
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutResponse,
  ZRegisterRequest,
  ZMemberUserResponse,
  ZSendOtpResponse,
  ZSendPhoneOtpRequest,
  ZSendRegistrationOtpRequest,
  ZSessionResponse,
  ZUpdateAuthProfileRequest,
  ZVerifyPhoneOtpRequest,
  ZVerifyPhoneOtpResponse,
  ZCaptchaConfigResponse,
} from "@app/contract";
import type { AppInstance } from "../../http/types.ts";
import { memberOnly, requirePrincipal } from "../../http/auth.ts";
import { registrationForm } from "./registration-form.ts";

const OTP_SENT = "OTP sent successfully";

export async function authRoutes(app: AppInstance) {
  const { config } = app.deps;
  const otpLimit = { rateLimit: { max: config.otpRatePerMinute, timeWindow: "1 minute" } };
  const authLimit = { rateLimit: { max: config.otpRatePerMinute * 3, timeWindow: "1 minute" } };
  const { otp, sessions, captcha, register, account, users } = app.services;
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: String(req.headers["user-agent"] ?? ""),
  });

  app.post(
    "/api/auth/send-registration-otp",
    { config: otpLimit, schema: { tags: ["auth"], body: ZSendRegistrationOtpRequest, response: { 200: ZSendOtpResponse } } },
    async (req) => {
      await captcha.require(req.body.captcha);
      return { success: true as const, message: OTP_SENT, data: await otp.send(req.body.phone, "registration", req.ip, req.body.language) };
    },
  );

  app.post(
    "/api/auth/send-phone-otp",
    { config: otpLimit, schema: { tags: ["auth"], body: ZSendPhoneOtpRequest, response: { 200: ZSendOtpResponse } } },
    async (req) => {
      await captcha.require(req.body.captcha);
      return {
        success: true as const,
        message: OTP_SENT,
        data: await otp.send(req.body.phone, req.body.purpose, req.ip, req.body.language),
      };
    },
  );

  app.post(
    "/api/auth/verify-phone-otp",
    { config: authLimit, schema: { tags: ["auth"], body: ZVerifyPhoneOtpRequest, response: { 200: ZVerifyPhoneOtpResponse } } },
    async (req) => {
      const { phone } = req.body;
      await otp.verify(phone, "verify_phone", req.body.otp);
      if (req.principal?.type === "member") await account.markPhoneVerified(req.principal.id);
      return { success: true as const, message: "Phone number verified", data: { verified: true as const, phone } };
    },
  );

  app.post(
    "/api/auth/login",
    { config: otpLimit, schema: { tags: ["auth"], body: ZLoginRequest, response: { 200: ZLoginResponse } } },
    async (req) => {
      const { phone } = req.body;
      if (!req.body.otp) {
        // Same answer whether or not the number has an ad.
        await captcha.require(req.body.captcha);
        const sent = await otp.send(phone, "login", req.ip, req.body.language);
        return { success: true as const, message: OTP_SENT, data: { requiresOTP: true as const, ...sent } };
      }
      return { success: true as const, message: "Login successful", data: await account.login(phone, req.body.otp, meta(req)) };
    },
  );

  // The form's fields are validated by the route's schema; photos are read beside them (registration-form.ts).
  const form = registrationForm();
  app.post(
    "/api/auth/register",
    {
      config: otpLimit,
      preValidation: form.read,
      schema: {
        tags: ["auth"],
        consumes: ["multipart/form-data", "application/json"],
        body: ZRegisterRequest,
        response: { 201: ZSessionResponse },
      },
    },
    async (req, reply) => {
      const result = await register(req.body, form.photos(req), meta(req));
      reply.status(201);
      return {
        success: true as const,
        message: "Registration completed successfully! Your account has been created and activated.",
        data: result,
      };
    },
  );

  app.get(
    "/api/auth/profile",
    { ...memberOnly, schema: { tags: ["auth"], security: [{ bearer: [] }], response: { 200: ZMemberUserResponse } } },
    async (req) => {
      const p = requirePrincipal(req);
      return { success: true as const, data: { user: await users.memberUser(p.id) } };
    },
  );

  app.put(
    "/api/auth/profile",
    {
      ...memberOnly,
      schema: { tags: ["auth"], security: [{ bearer: [] }], body: ZUpdateAuthProfileRequest, response: { 200: ZMemberUserResponse } },
    },
    async (req) => {
      const user = await account.updateProfile(requirePrincipal(req).id, req.body);
      return { success: true as const, message: "Profile updated successfully!", data: { user } };
    },
  );

  app.put(
    "/api/auth/change-password",
    {
      config: authLimit,
      ...memberOnly,
      schema: { tags: ["auth"], security: [{ bearer: [] }], body: ZChangePasswordRequest, response: { 200: ZChangePasswordResponse } },
    },
    async (req) => {
      await account.changePassword(requirePrincipal(req), req.body);
      return { success: true as const, message: "Password changed successfully", data: { changed: true as const } };
    },
  );

  app.post(
    "/api/auth/logout",
    { schema: { tags: ["auth"], security: [{ bearer: [] }], response: { 200: ZLogoutResponse } } },
    async (req) => {
      if (req.principal) await sessions.revoke(req.principal.sessionId);
      return { success: true as const, message: "Logged out", data: { loggedOut: true as const } };
    },
  );

  app.get("/api/captcha", { schema: { tags: ["auth"], response: { 200: ZCaptchaConfigResponse } } }, async () => ({
    success: true as const,
    data: { enabled: captcha.enabled, challengeUrl: "/api/captcha/challenge" },
  }));

  app.get(
    "/api/captcha/challenge",
    { config: { rateLimit: { max: 60, timeWindow: "1 minute" } }, schema: { tags: ["auth"] } },
    async (_req, reply) => {
      reply.header("Cache-Control", "no-store");
      return captcha.challenge();
    },
  );
}
