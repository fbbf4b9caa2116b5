import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { generateSecret, generateURI, verifySync } from "otplib";
import { schema, type Database } from "@app/db";
import type { TAdminLoginStep, TAdminSession } from "@app/contract";
import { AppError } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { randomToken, sealer, sha256Hex } from "../../lib/crypto.ts";
import type { SessionService } from "../auth/session-service.ts";
import { adminAudit, toAdmin } from "./admin.ts";
import { assertNotLocked, emailKey, newRecoveryCodes, passwordCheck, recoveryHash } from "./credentials.ts";

const { admins, adminLoginChallenges, adminLoginFailures, adminRecoveryCodes } = schema;

const CHALLENGE_MS = 10 * 60_000;
const CHALLENGE_ATTEMPTS = 5;
const ISSUER = "Shubho Bibaho";

export const INVALID_LOGIN = "Invalid email or password. Please try again.";
const CHALLENGE_GONE = "Your sign-in has expired. Please enter your email and password again.";
const BAD_CODE = "That code is not right. Please enter the current 6-digit code from your authenticator app.";

/**
 * Admin sign-in: the password, then a TOTP code (or a recovery code); a first sign-in enrols the
 * second factor. Passwords are argon2id hashes; TOTP secrets are sealed with a key derived from APP_SECRET.
 */
export function createAdminSignIn(d: { db: Database; clock: Clock; sessions: SessionService; secret: string }) {
  const totpSeal = sealer(d.secret, "admin-totp");
  const verifyPassword = passwordCheck();
  const audit = adminAudit(d.clock);

  /** Step 1: e-mail and password. The same answer and the same time for an unknown e-mail, a wrong password or a disabled admin. */
  async function login(email: string, password: string, ip: string): Promise<TAdminLoginStep> {
    const key = emailKey(email);
    const result = await d.db.transaction(async (tx) => {
      // One attempt at a time per e-mail, so parallel guesses cannot pass the lockout together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-login'), hashtext(${key}))`);
      await assertNotLocked(tx, d.clock, key, ip);
      const [admin] = await tx
        .select()
        .from(admins)
        .where(sql`lower(${admins.email}) = ${email.trim().toLowerCase()}`)
        .limit(1);
      const passwordOk = await verifyPassword(admin?.passwordHash ?? null, password);
      if (!admin || !passwordOk || !admin.active) {
        await tx.insert(adminLoginFailures).values({ emailKey: key, ip, createdAt: d.clock.now() });
        return null;
      }
      const token = randomToken(32);
      const enrolling = !admin.totpEnabledAt || !admin.totpSecret;
      const secret = enrolling ? generateSecret() : null;
      await tx.insert(adminLoginChallenges).values({
        tokenHash: sha256Hex(token),
        adminId: admin.id,
        secret: secret ? totpSeal.seal(secret) : null,
        expiresAt: new Date(d.clock.now().getTime() + CHALLENGE_MS),
        createdAt: d.clock.now(),
      });
      if (!secret) return { step: "totp" as const, challenge: token };
      return {
        step: "enroll" as const,
        challenge: token,
        secret,
        otpauthUrl: generateURI({ issuer: ISSUER, label: admin.email, secret }),
      };
    });
    if (!result) throw new AppError(401, "unauthenticated", INVALID_LOGIN);
    return result;
  }

  /** Step 2: a TOTP code (or a recovery code) for the challenge; on a first sign-in this enrols the secret. */
  async function completeLogin(
    challenge: string,
    input: { code?: string; recoveryCode?: string },
    meta: { ip: string; userAgent?: string },
  ): Promise<TAdminSession> {
    const now = d.clock.now();
    const outcome = await d.db.transaction(async (tx) => {
      const [ch] = await tx
        .select()
        .from(adminLoginChallenges)
        .where(
          and(
            eq(adminLoginChallenges.tokenHash, sha256Hex(challenge)),
            isNull(adminLoginChallenges.usedAt),
            gt(adminLoginChallenges.expiresAt, now),
          ),
        )
        .for("update");
      if (!ch || ch.attempts >= CHALLENGE_ATTEMPTS) return { kind: "gone" as const };
      const [admin] = await tx.select().from(admins).where(eq(admins.id, ch.adminId)).for("update");
      if (!admin?.active) return { kind: "gone" as const };
      const key = emailKey(admin.email);
      await assertNotLocked(tx, d.clock, key, meta.ip);

      const enrolling = ch.secret !== null;
      let step: number | null = null;
      let usedRecovery = false;
      if (input.code) {
        const sealed = ch.secret ?? admin.totpSecret;
        if (!sealed) return { kind: "gone" as const };
        const epoch = Math.floor(now.getTime() / 1000);
        const r = verifySync({ secret: totpSeal.open(sealed), token: input.code, epoch, epochTolerance: 30 });
        // A code is accepted once: its time step must be later than the last one used.
        const matched = r.valid ? Math.floor(epoch / 30) + r.delta : null;
        if (matched !== null && matched > (admin.totpLastStep ?? -1)) step = matched;
      } else if (input.recoveryCode && !enrolling) {
        const used = await tx
          .update(adminRecoveryCodes)
          .set({ usedAt: now })
          .where(
            and(
              eq(adminRecoveryCodes.adminId, admin.id),
              eq(adminRecoveryCodes.codeHash, recoveryHash(input.recoveryCode)),
              isNull(adminRecoveryCodes.usedAt),
            ),
          )
          .returning({ id: adminRecoveryCodes.id });
        usedRecovery = used.length > 0;
      }
      if (step === null && !usedRecovery) {
        await tx
          .update(adminLoginChallenges)
          .set({ attempts: sql`${adminLoginChallenges.attempts} + 1` })
          .where(eq(adminLoginChallenges.id, ch.id));
        await tx.insert(adminLoginFailures).values({ emailKey: key, ip: meta.ip, createdAt: now });
        return { kind: "bad" as const };
      }

      await tx.update(adminLoginChallenges).set({ usedAt: now }).where(eq(adminLoginChallenges.id, ch.id));
      const set: Partial<typeof admins.$inferInsert> = { lastLoginAt: now, updatedAt: now };
      if (step !== null) set.totpLastStep = step;
      let recoveryCodes: string[] | undefined;
      if (enrolling) {
        set.totpSecret = ch.secret;
        set.totpEnabledAt = now;
        recoveryCodes = newRecoveryCodes();
        await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
        await tx
          .insert(adminRecoveryCodes)
          .values(recoveryCodes.map((c) => ({ adminId: admin.id, codeHash: recoveryHash(c), createdAt: now })));
      }
      const [updated] = await tx.update(admins).set(set).where(eq(admins.id, admin.id)).returning();
      await tx.delete(adminLoginFailures).where(eq(adminLoginFailures.emailKey, key));
      const token = await d.sessions.create(tx, "admin", admin.id, meta);
      await audit(tx, admin.id, enrolling ? "admin.totp_enrolled" : "admin.login", admin.id, {
        ip: meta.ip,
        ...(usedRecovery ? { recoveryCode: true } : {}),
      });
      return { kind: "ok" as const, session: { token, admin: toAdmin(updated), ...(recoveryCodes ? { recoveryCodes } : {}) } };
    });
    if (outcome.kind === "gone") throw new AppError(401, "unauthenticated", CHALLENGE_GONE);
    if (outcome.kind === "bad") throw new AppError(400, "otp_invalid", BAD_CODE, [{ field: "code", message: BAD_CODE }]);
    return outcome.session;
  }

  return { login, completeLogin };
}
export type AdminSignIn = ReturnType<typeof createAdminSignIn>;
