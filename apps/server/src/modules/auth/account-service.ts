import { eq } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import type { TMemberUser, TSessionUser, ZChangePasswordRequest, ZUpdateAuthProfileRequest } from "@app/contract";
import type { z } from "zod";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { loadArgon2 } from "../../lib/native.ts";
import type { OptionsService } from "../options/service.ts";
import type { UserService } from "../users/service.ts";
import type { OtpService } from "./otp-service.ts";
import type { Principal, SessionService } from "./session-service.ts";

type Deps = { db: Database; clock: Clock; otp: OtpService; sessions: SessionService; options: OptionsService; users: UserService };
export type SessionMeta = { ip?: string; userAgent?: string };

/** A member's own account: signing in with an OTP, the phone check, contact details and password. */
export function createAccountService(d: Deps) {
  /** Marks the member's phone as verified (after a verify_phone OTP). */
  async function markPhoneVerified(userId: number) {
    const now = d.clock.now();
    await d.db.update(schema.users).set({ phoneVerifiedAt: now, updatedAt: now }).where(eq(schema.users.id, userId));
  }

  /** Signs a member in with a login OTP: the OTP is used up and the session created in one transaction. */
  async function login(phone: string, code: string, meta: SessionMeta): Promise<{ token: string; user: TSessionUser }> {
    const otpId = await d.otp.check(phone, "login", code);
    const [user] = await d.db.select().from(schema.users).where(eq(schema.users.phone, phone)).limit(1);
    if (!user) throw notFound("No ad is registered with this mobile number. Please post your ad first.");
    if (user.accountStatus === "suspended") throw forbidden("Your account has been suspended. Please contact support.");
    const token = await d.db.transaction(async (tx) => {
      await d.otp.consume(tx, otpId);
      await tx
        .update(schema.users)
        .set({ lastActiveAt: d.clock.now(), phoneVerifiedAt: user.phoneVerifiedAt ?? d.clock.now() })
        .where(eq(schema.users.id, user.id));
      return d.sessions.create(tx, "member", user.id, meta);
    });
    return { token, user: await d.users.sessionUser(user.id) };
  }

  /** Saves the account's name, e-mail, alternate phone and advertiser; returns the member's record. */
  async function updateProfile(userId: number, b: z.output<typeof ZUpdateAuthProfileRequest>): Promise<TMemberUser> {
    const now = d.clock.now();
    const userSet: Partial<typeof schema.users.$inferInsert> = { updatedAt: now };
    if (b.name !== undefined) userSet.name = b.name;
    if (b.email !== undefined) userSet.email = b.email ? b.email.toLowerCase() : null;
    if (b.alternatePhone !== undefined) userSet.alternatePhone = b.alternatePhone;
    const profileSet: Partial<typeof schema.profiles.$inferInsert> = { updatedAt: now };
    if (b.advertiserName !== undefined) profileSet.advertiserName = b.advertiserName || null;
    if (b.relationWithCandidate !== undefined) {
      const relations = (await d.options.get()).relations;
      if (b.relationWithCandidate && !relations.some((r) => r.value === b.relationWithCandidate))
        throw badRequest("Please choose a relation from the list", [
          { field: "relationWithCandidate", message: "Please choose a relation from the list" },
        ]);
      profileSet.relationWithCandidate = b.relationWithCandidate || null;
    }
    try {
      await d.db.transaction(async (tx) => {
        await tx.update(schema.users).set(userSet).where(eq(schema.users.id, userId));
        await tx.update(schema.profiles).set(profileSet).where(eq(schema.profiles.userId, userId));
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict("This email is already used by another account", "email");
      throw e;
    }
    return d.users.memberUser(userId);
  }

  /** Changes the password after the current password or a change_password OTP; other sessions are signed out. */
  async function changePassword(p: Principal, b: z.output<typeof ZChangePasswordRequest>) {
    const [user] = await d.db.select().from(schema.users).where(eq(schema.users.id, p.id));
    if (!user) throw notFound("Member not found");
    const { hash, verify } = await loadArgon2();
    if (b.currentPassword) {
      const okPassword = await verify(user.passwordHash, b.currentPassword).catch(() => false);
      if (!okPassword)
        throw new AppError(400, "validation_failed", "Current password is incorrect", [
          { field: "currentPassword", message: "Current password is incorrect" },
        ]);
    } else if (b.otp) {
      await d.otp.verify(user.phone, "change_password", b.otp);
    }
    await d.db
      .update(schema.users)
      .set({ passwordHash: await hash(b.newPassword), updatedAt: d.clock.now() })
      .where(eq(schema.users.id, p.id));
    await d.sessions.revokeAll("member", p.id, p.sessionId);
  }

  return { markPhoneVerified, login, updateProfile, changePassword };
}
export type AccountService = ReturnType<typeof createAccountService>;
