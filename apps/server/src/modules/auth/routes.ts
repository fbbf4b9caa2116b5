import { eq } from "drizzle-orm";
import { hash, verify as verifyPassword } from "@node-rs/argon2";
import { schema } from "@app/db";
import {
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutResponse,
  ZMemberUserResponse,
  ZSendOtpResponse,
  ZSendPhoneOtpRequest,
  ZSendRegistrationOtpRequest,
  ZSessionResponse,
  ZUpdateAuthProfileRequest,
  ZVerifyPhoneOtpRequest,
  ZVerifyPhoneOtpResponse,
  photoLimits,
} from "@app/contract";
import type { AppInstance } from "../../app.ts";
import { memberOnly, requirePrincipal } from "../../http/auth.ts";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../http/errors.ts";
import { memberUser, sessionUser } from "../users/service.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";

const OTP_SENT = "OTP sent successfully";

export async function authRoutes(app: AppInstance) {
  const { db, clock, config } = app.deps;
  const otpLimit = { rateLimit: { max: config.otpRatePerMinute, timeWindow: "1 minute" } };
  const authLimit = { rateLimit: { max: config.otpRatePerMinute * 3, timeWindow: "1 minute" } };
  const { otp, sessions, captcha, register } = app.services;
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: String(req.headers["user-agent"] ?? ""),
  });

  app.post(
    "/api/auth/send-registration-otp",
    { config: otpLimit, schema: { tags: ["auth"], body: ZSendRegistrationOtpRequest, response: { 200: ZSendOtpResponse } } },
    async (req) => {
      await captcha.require(req.body.captcha);
      return { success: true as const, message: OTP_SENT, data: await otp.send(req.body.phone, "registration", req.ip) };
    },
  );

  app.post(
    "/api/auth/send-phone-otp",
    { config: otpLimit, schema: { tags: ["auth"], body: ZSendPhoneOtpRequest, response: { 200: ZSendOtpResponse } } },
    async (req) => {
      await captcha.require(req.body.captcha);
      return { success: true as const, message: OTP_SENT, data: await otp.send(req.body.phone, req.body.purpose, req.ip) };
    },
  );

  app.post(
    "/api/auth/verify-phone-otp",
    { config: authLimit, schema: { tags: ["auth"], body: ZVerifyPhoneOtpRequest, response: { 200: ZVerifyPhoneOtpResponse } } },
    async (req) => {
      const { phone } = req.body;
      await otp.verify(phone, "verify_phone", req.body.otp);
      if (req.principal?.type === "member") {
        await db
          .update(schema.users)
          .set({ phoneVerifiedAt: clock.now(), updatedAt: clock.now() })
          .where(eq(schema.users.id, req.principal.id));
      }
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
        const sent = await otp.send(phone, "login", req.ip);
        return { success: true as const, message: OTP_SENT, data: { requiresOTP: true as const, ...sent } };
      }
      const otpId = await otp.check(phone, "login", req.body.otp);
      const [user] = await db.select().from(schema.users).where(eq(schema.users.phone, phone)).limit(1);
      if (!user) throw notFound("No ad is registered with this mobile number. Please post your ad first.");
      if (user.accountStatus === "suspended") throw forbidden("Your account has been suspended. Please contact support.");
      const token = await db.transaction(async (tx) => {
        await otp.consume(tx, otpId);
        await tx
          .update(schema.users)
          .set({ lastActiveAt: clock.now(), phoneVerifiedAt: user.phoneVerifiedAt ?? clock.now() })
          .where(eq(schema.users.id, user.id));
        return sessions.create(tx, "member", user.id, meta(req));
      });
      return { success: true as const, message: "Login successful", data: { token, user: await sessionUser(db, user.id) } };
    },
  );

  app.post(
    "/api/auth/register",
    {
      config: otpLimit,
      schema: { tags: ["auth"], consumes: ["multipart/form-data", "application/json"], response: { 201: ZSessionResponse } },
    },
    async (req, reply) => {
      const fields: Record<string, unknown> = {};
      const photos: Buffer[] = [];
      if (req.isMultipart()) {
        try {
          for await (const part of req.parts({
            limits: { fileSize: photoLimits.maxBytes, files: photoLimits.maxFiles, fields: 40, fieldSize: 10_000 },
          })) {
            if (part.type === "file") {
              if (part.fieldname !== "photos") {
                part.file.resume();
                throw badRequest(`Unexpected file field "${part.fieldname}"`, [
                  { field: part.fieldname, message: "Upload photos under the field name photos" },
                ]);
              }
              const buf = await part.toBuffer();
              if (buf.length) photos.push(buf);
            } else fields[part.fieldname] = part.value;
          }
        } catch (e) {
          const code = (e as { code?: string }).code;
          if (code === "FST_FILES_LIMIT")
            throw badRequest(`You can upload at most ${photoLimits.maxFiles} photos`, [
              { field: "photos", message: `You can upload at most ${photoLimits.maxFiles} photos` },
            ]);
          throw e;
        }
      } else if (req.body && typeof req.body === "object") Object.assign(fields, req.body);
      else throw badRequest("Send the registration form as multipart/form-data or JSON");
      const result = await register(fields, photos, meta(req));
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
      return { success: true as const, data: { user: await memberUser(db, app.services.mediaLinks, p.id) } };
    },
  );

  app.put(
    "/api/auth/profile",
    {
      ...memberOnly,
      schema: { tags: ["auth"], security: [{ bearer: [] }], body: ZUpdateAuthProfileRequest, response: { 200: ZMemberUserResponse } },
    },
    async (req) => {
      const p = requirePrincipal(req);
      const b = req.body;
      const now = clock.now();
      const userSet: Partial<typeof schema.users.$inferInsert> = { updatedAt: now };
      if (b.name !== undefined) userSet.name = b.name;
      if (b.email !== undefined) userSet.email = b.email ? b.email.toLowerCase() : null;
      if (b.alternatePhone !== undefined) userSet.alternatePhone = b.alternatePhone;
      const profileSet: Partial<typeof schema.profiles.$inferInsert> = { updatedAt: now };
      if (b.advertiserName !== undefined) profileSet.advertiserName = b.advertiserName || null;
      if (b.relationWithCandidate !== undefined) {
        const relations = (await app.services.options.get()).relations;
        if (b.relationWithCandidate && !relations.some((r) => r.value === b.relationWithCandidate))
          throw badRequest("Please choose a relation from the list", [
            { field: "relationWithCandidate", message: "Please choose a relation from the list" },
          ]);
        profileSet.relationWithCandidate = b.relationWithCandidate || null;
      }
      try {
        await db.transaction(async (tx) => {
          await tx.update(schema.users).set(userSet).where(eq(schema.users.id, p.id));
          await tx.update(schema.profiles).set(profileSet).where(eq(schema.profiles.userId, p.id));
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict("This email is already used by another account", "email");
        throw e;
      }
      return {
        success: true as const,
        message: "Profile updated successfully!",
        data: { user: await memberUser(db, app.services.mediaLinks, p.id) },
      };
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
      const p = requirePrincipal(req);
      const [user] = await db.select().from(schema.users).where(eq(schema.users.id, p.id));
      if (!user) throw notFound("Member not found");
      if (req.body.currentPassword) {
        const okPassword = await verifyPassword(user.passwordHash, req.body.currentPassword).catch(() => false);
        if (!okPassword)
          throw new AppError(400, "validation_failed", "Current password is incorrect", [
            { field: "currentPassword", message: "Current password is incorrect" },
          ]);
      } else if (req.body.otp) {
        await otp.verify(user.phone, "change_password", req.body.otp);
      }
      await db
        .update(schema.users)
        .set({ passwordHash: await hash(req.body.newPassword), updatedAt: clock.now() })
        .where(eq(schema.users.id, p.id));
      await sessions.revokeAll("member", p.id, p.sessionId);
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

  app.get("/api/captcha", { schema: { tags: ["auth"] } }, async () => ({
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
