import { randomInt } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import type { TRrUser } from "@app/contract";
import { AppError, conflict, forbidden, tooMany, unauthenticated } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { loadArgon2 } from "../../lib/native.ts";
import type { SessionService } from "../auth/session-service.ts";
import { rrAccountStatus, toRrUser, type RrRow } from "./presenter.ts";

const { rrs, auditLog } = schema;

export const INVALID_RR_LOGIN = "Invalid email or password. Please try again.";
const LOCKED = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
export const AWAITING_ACTIVATION = "Your account is awaiting activation by an admin. You can generate a referral code once it is active.";
export const RR_DEACTIVATED = "This RR account has been deactivated. Please contact the office.";
/** Failures in a row that lock an RR account, and for how long. */
export const rrLockout = { failures: 5, lockMs: 15 * 60_000 };

/** Referral codes: 7 characters without the look-alikes 0/O and 1/I/L. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const newReferCode = () => Array.from({ length: 7 }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join("");

type Meta = { ip?: string; userAgent?: string };

/** RR accounts: self-registration (inactive until an admin activates), argon2id sign-in with lockout, sessions, referral codes. */
export function createRrAccountService(d: {
  db: Database;
  clock: Clock;
  sessions: SessionService;
  commissionPercent: number;
  /** The site's public address, for the RR's referral link. */
  publicUrl: string;
}) {
  let dummyHash: Promise<string> | undefined;

  async function load(id: number): Promise<RrRow> {
    const [r] = await d.db.select().from(rrs).where(eq(rrs.id, id));
    if (!r) throw unauthenticated("Your session has ended. Please login again.");
    return r;
  }

  async function register(input: { name: string; email: string; password: string; mobileNo: string }, meta: Meta): Promise<TRrUser> {
    const passwordHash = await (await loadArgon2()).hash(input.password);
    const now = d.clock.now();
    try {
      return await d.db.transaction(async (tx) => {
        const [r] = await tx
          .insert(rrs)
          .values({
            email: input.email.toLowerCase(),
            name: input.name,
            mobile: input.mobileNo,
            passwordHash,
            commission: d.commissionPercent.toFixed(2),
            active: false,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await tx.insert(auditLog).values({
          actorType: "rr",
          actorId: r.id,
          action: "rr.registered",
          subjectType: "rr",
          subjectId: String(r.id),
          details: { ip: meta.ip ?? null },
          createdAt: now,
        });
        return toRrUser(r, d.publicUrl);
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict("An account with this email already exists. Please login instead.", "email");
      throw e;
    }
  }

  /**
   * Checks the password with the RR row locked, so parallel guesses are counted one after another:
   * 5 wrong passwords in a row lock the account for 15 minutes (the right password too, meanwhile).
   */
  async function login(email: string, password: string, meta: Meta): Promise<{ token: string; rrUser: TRrUser }> {
    const argon2 = await loadArgon2();
    const outcome = await d.db.transaction(async (tx) => {
      const now = d.clock.now();
      const [r] = await tx
        .select()
        .from(rrs)
        .where(sql`lower(${rrs.email}) = ${email.trim().toLowerCase()}`)
        .for("update");
      if (!r) {
        // An unknown e-mail costs the same time as a known one.
        await argon2.verify(await (dummyHash ??= argon2.hash("not-an-rr-password")), password).catch(() => false);
        return { kind: "invalid" } as const;
      }
      if (r.lockedUntil && r.lockedUntil > now) return { kind: "locked" } as const;
      const good = await argon2.verify(r.passwordHash, password).catch(() => false);
      if (!good) {
        const failures = r.failedLogins + 1;
        const lock = failures >= rrLockout.failures;
        await tx
          .update(rrs)
          .set({ failedLogins: lock ? 0 : failures, lockedUntil: lock ? new Date(now.getTime() + rrLockout.lockMs) : r.lockedUntil })
          .where(eq(rrs.id, r.id));
        await tx.insert(schema.auditLog).values({
          actorType: "rr",
          actorId: r.id,
          action: lock ? "rr.locked" : "rr.login_failed",
          subjectType: "rr",
          subjectId: String(r.id),
          details: { ip: meta.ip ?? null },
          createdAt: now,
        });
        return { kind: "invalid" } as const;
      }
      const [fresh] = await tx.update(rrs).set({ failedLogins: 0, lockedUntil: null }).where(eq(rrs.id, r.id)).returning();
      const token = await d.sessions.create(tx, "rr", r.id, meta);
      return { kind: "ok", token, rr: fresh } as const;
    });
    if (outcome.kind === "locked") throw tooMany(LOCKED, Math.ceil(rrLockout.lockMs / 1000));
    if (outcome.kind === "invalid") throw new AppError(401, "unauthenticated", INVALID_RR_LOGIN);
    return { token: outcome.token, rrUser: toRrUser(outcome.rr, d.publicUrl) };
  }

  async function me(id: number): Promise<TRrUser> {
    return toRrUser(await load(id), d.publicUrl);
  }

  /**
   * The RR portal's gate (`rrOnly`): an RR an admin deactivated signs in only to be told so (`me`),
   * every other endpoint answers 403 `rr_deactivated`. An RR awaiting a first activation passes: the
   * endpoints that need an active RR say so themselves.
   */
  async function admit(id: number): Promise<void> {
    const [r] = await d.db.select({ active: rrs.active, activatedAt: rrs.activatedAt }).from(rrs).where(eq(rrs.id, id));
    if (!r) throw unauthenticated("Your session has ended. Please login again.");
    if (rrAccountStatus(r) === "deactivated") throw new AppError(403, "rr_deactivated", RR_DEACTIVATED);
  }

  /** One code per RR, for good: an active RR without one gets a new unique code, with one a second time the same. */
  async function generateReferCode(id: number): Promise<string> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const r = await load(id);
      if (!r.active) throw forbidden(AWAITING_ACTIVATION);
      if (r.referCode) return r.referCode;
      const code = newReferCode();
      try {
        const [set] = await d.db
          .update(rrs)
          .set({ referCode: code, updatedAt: d.clock.now() })
          .where(and(eq(rrs.id, id), isNull(rrs.referCode), eq(rrs.active, true)))
          .returning({ referCode: rrs.referCode });
        if (set?.referCode) {
          await d.db.insert(auditLog).values({
            actorType: "rr",
            actorId: id,
            action: "rr.refer_code_generated",
            subjectType: "rr",
            subjectId: String(id),
            details: { referCode: code },
            createdAt: d.clock.now(),
          });
          return set.referCode;
        }
        // Another request set it (or the RR was deactivated) meanwhile: read again.
      } catch (e) {
        if (!isUniqueViolation(e)) throw e;
        // The code belongs to someone else: draw another.
      }
    }
    throw new AppError(503, "service_unavailable", "Failed to generate referral code");
  }

  /** Whether a code belongs to an active RR (the registration form's check of /register/{code}). */
  async function isActiveCode(code: string): Promise<boolean> {
    const [r] = await d.db
      .select({ id: rrs.id })
      .from(rrs)
      .where(sql`upper(${rrs.referCode}) = upper(${code}) and ${rrs.active}`)
      .limit(1);
    return Boolean(r);
  }

  return { register, login, me, admit, generateReferCode, isActiveCode };
}
export type RrAccountService = ReturnType<typeof createRrAccountService>;
