import { randomInt } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { generateSecret, generateURI, verifySync } from "otplib";
import { queryRows, schema, type Database } from "@app/db";
import type { TAdmin, TAdminLoginStep, TAdminRole, TAdminSession } from "@app/contract";
import { AppError, forbidden, unauthenticated } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { randomToken, sealer, sha256Hex } from "../../lib/crypto.ts";
import { loadArgon2 } from "../../lib/native.ts";
import { countRow, int } from "../../lib/rows.ts";
import type { SessionService } from "../auth/session-service.ts";

const { admins, adminLoginChallenges, adminLoginFailures, adminRecoveryCodes, auditLog } = schema;

export type AdminRow = typeof admins.$inferSelect;
/** The signed-in admin of a request. */
export type CurrentAdmin = { id: number; name: string; role: TAdminRole; sessionId: number };

/** Lockout: failures counted over this window, per e-mail (known or not) and per IP. */
export const lockout = { windowMs: 15 * 60_000, perAccount: 5, perIp: 20 };
const CHALLENGE_MS = 10 * 60_000;
const CHALLENGE_ATTEMPTS = 5;
const RECOVERY_CODES = 10;
const ISSUER = "Shubho Bibaho";

export const INVALID_LOGIN = "Invalid email or password. Please try again.";
const LOCKED = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
const CHALLENGE_GONE = "Your sign-in has expired. Please enter your email and password again.";
const BAD_CODE = "That code is not right. Please enter the current 6-digit code from your authenticator app.";

export function toAdmin(a: AdminRow): TAdmin {
  return {
    id: a.id,
    email: a.email,
    name: a.name,
    role: a.role as TAdminRole,
    active: a.active,
    totpEnabled: Boolean(a.totpEnabledAt),
    lastLoginAt: a.lastLoginAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}

const emailKey = (email: string) => sha256Hex(`admin-email:${email.trim().toLowerCase()}`);
const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");
const recoveryHash = (code: string) => sha256Hex(`admin-recovery:${normaliseRecovery(code)}`);

/** Ten one-time codes such as `k7pd-x2mq-9fzt`, from the CSPRNG. */
function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const part = () => Array.from({ length: 4 }, () => alphabet[randomInt(0, alphabet.length)]).join("");
  return Array.from({ length: RECOVERY_CODES }, () => `${part()}-${part()}-${part()}`);
}

/**
 * Admin sign-in (password, then TOTP), the admin principal of a request, and admin management.
 * Passwords are argon2id hashes; TOTP secrets are sealed with a key derived from APP_SECRET.
 */
export function createAdminAuthService(d: { db: Database; clock: Clock; sessions: SessionService; secret: string }) {
  const totpSeal = sealer(d.secret, "admin-totp");
  let dummyHash: Promise<string> | undefined;

  async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
    const argon2 = await loadArgon2();
    // An unknown e-mail costs the same time as a known one.
    if (!hash) {
      await argon2.verify(await (dummyHash ??= argon2.hash("not-an-admin-password")), password).catch(() => false);
      return false;
    }
    return argon2.verify(hash, password).catch(() => false);
  }

  async function assertNotLocked(tx: Database, key: string, ip: string) {
    const since = new Date(d.clock.now().getTime() - lockout.windowMs);
    const [counts] = await queryRows(
      tx,
      z.object({ account: int, ip: int }),
      sql`select count(*) filter (where email_key = ${key}) as account, count(*) filter (where ip = ${ip}) as ip
          from admin_login_failures where (email_key = ${key} or ip = ${ip}) and created_at > ${since}`,
    );
    if (counts.account >= lockout.perAccount || counts.ip >= lockout.perIp)
      throw new AppError(429, "rate_limited", LOCKED, undefined, Math.ceil(lockout.windowMs / 1000));
  }

  const audit = (tx: Database, actorId: number | null, action: string, subjectId: number, details?: Record<string, unknown>) =>
    tx.insert(auditLog).values({
      actorType: "admin",
      actorId,
      action,
      subjectType: "admin",
      subjectId: String(subjectId),
      details: details ?? null,
      createdAt: d.clock.now(),
    });

  /** Step 1: e-mail and password. The same answer and the same time for an unknown e-mail, a wrong password or a disabled admin. */
  async function login(email: string, password: string, ip: string): Promise<TAdminLoginStep> {
    const key = emailKey(email);
    const result = await d.db.transaction(async (tx) => {
      // One attempt at a time per e-mail, so parallel guesses cannot pass the lockout together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-login'), hashtext(${key}))`);
      await assertNotLocked(tx, key, ip);
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
      await assertNotLocked(tx, key, meta.ip);

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

  /** The admin behind a request: 401 without a (valid) session, 403 for a member or RR, or a moderator on a super-admin action. */
  async function authorize(
    principal: { type: string; id: number; sessionId: number } | null,
    hadToken: boolean,
    role: TAdminRole,
  ): Promise<CurrentAdmin> {
    if (!principal)
      throw unauthenticated(hadToken ? "Your admin session has ended. Please sign in again." : "Please login as admin to access this page");
    if (principal.type !== "admin") throw forbidden("This is for admins only");
    const [a] = await d.db
      .select({ id: admins.id, name: admins.name, role: admins.role, active: admins.active })
      .from(admins)
      .where(eq(admins.id, principal.id));
    if (!a?.active) throw unauthenticated("Your admin session has ended. Please sign in again.");
    if (role === "super_admin" && a.role !== "super_admin") throw forbidden("Only a super admin can do this");
    return { id: a.id, name: a.name, role: a.role as TAdminRole, sessionId: principal.sessionId };
  }

  async function me(adminId: number): Promise<TAdmin> {
    const [a] = await d.db.select().from(admins).where(eq(admins.id, adminId));
    if (!a) throw unauthenticated("Your admin session has ended. Please sign in again.");
    return toAdmin(a);
  }

  async function logout(admin: CurrentAdmin) {
    await d.sessions.revoke(admin.sessionId);
    await audit(d.db, admin.id, "admin.logout", admin.id);
  }

  // ---------- Admin management (super admins) ----------

  async function list(): Promise<TAdmin[]> {
    return (await d.db.select().from(admins).orderBy(admins.id)).map(toAdmin);
  }

  async function create(by: CurrentAdmin, b: { email: string; name: string; password: string; role: TAdminRole }): Promise<TAdmin> {
    const passwordHash = await (await loadArgon2()).hash(b.password);
    return d.db.transaction(async (tx) => {
      const [exists] = await queryRows(
        tx,
        countRow,
        sql`select count(*)::int as n from admins where lower(email) = ${b.email.toLowerCase()}`,
      );
      if (exists.n > 0)
        throw new AppError(409, "conflict", "An admin with this email already exists", [
          { field: "email", message: "An admin with this email already exists" },
        ]);
      const [row] = await tx
        .insert(admins)
        .values({
          email: b.email.toLowerCase(),
          name: b.name,
          role: b.role,
          passwordHash,
          createdAt: d.clock.now(),
          updatedAt: d.clock.now(),
        })
        .returning();
      await audit(tx, by.id, "admin.created", row.id, { email: row.email, role: row.role });
      return toAdmin(row);
    });
  }

  /** Disables or re-enables an admin; disabling ends their sessions. The last active super admin cannot be disabled. */
  async function setActive(by: CurrentAdmin, id: number, active: boolean): Promise<TAdmin> {
    const row = await d.db.transaction(async (tx) => {
      // Every super admin row is locked, so two admins disabling each other at once cannot both succeed.
      await tx.execute(sql`select id from admins where role = 'super_admin' order by id for update`);
      const [target] = await tx.select().from(admins).where(eq(admins.id, id)).for("update");
      if (!target) throw new AppError(404, "not_found", "Admin not found");
      if (!active && target.role === "super_admin" && target.active) {
        const [others] = await queryRows(
          tx,
          countRow,
          sql`select count(*)::int as n from admins where role = 'super_admin' and active and id <> ${id}`,
        );
        if (others.n === 0) throw new AppError(409, "conflict", "The last super admin cannot be disabled");
      }
      const [updated] = await tx.update(admins).set({ active, updatedAt: d.clock.now() }).where(eq(admins.id, id)).returning();
      await audit(tx, by.id, active ? "admin.enabled" : "admin.disabled", id);
      return updated;
    });
    if (!active) await d.sessions.revokeAll("admin", id);
    return toAdmin(row);
  }

  /** Clears an admin's second factor and recovery codes: their next sign-in enrols a new one. Their sessions end. */
  async function resetTotp(by: CurrentAdmin, id: number): Promise<TAdmin> {
    const row = await d.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(admins)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: d.clock.now() })
        .where(eq(admins.id, id))
        .returning();
      if (!updated) throw new AppError(404, "not_found", "Admin not found");
      await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, id));
      await audit(tx, by.id, "admin.totp_reset", id);
      return updated;
    });
    await d.sessions.revokeAll("admin", id);
    return toAdmin(row);
  }

  return { login, completeLogin, authorize, me, logout, list, create, setActive, resetTotp };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
