import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import { AppError } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { sha256Hex } from "../../lib/crypto.ts";
import { loadArgon2 } from "../../lib/native.ts";
import { int } from "../../lib/rows.ts";

/** What an admin's sign-in checks: the password, the lockout, and the one-time recovery codes. */

/** Lockout: failures counted over this window, per e-mail (known or not) and per IP. */
export const lockout = { windowMs: 15 * 60_000, perAccount: 5, perIp: 20 };
const RECOVERY_CODES = 10;
const LOCKED = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

export const emailKey = (email: string) => sha256Hex(`admin-email:${email.trim().toLowerCase()}`);
const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");
export const recoveryHash = (code: string) => sha256Hex(`admin-recovery:${normaliseRecovery(code)}`);

/** Ten one-time codes such as `k7pd-x2mq-9fzt`, from the CSPRNG. */
export function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const part = () => Array.from({ length: 4 }, () => alphabet[randomInt(0, alphabet.length)]).join("");
  return Array.from({ length: RECOVERY_CODES }, () => `${part()}-${part()}-${part()}`);
}

/** Checks a password against an argon2id hash. */
export function passwordCheck() {
  let dummyHash: Promise<string> | undefined;
  return async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
    const argon2 = await loadArgon2();
    // An unknown e-mail costs the same time as a known one.
    if (!hash) {
      await argon2.verify(await (dummyHash ??= argon2.hash("not-an-admin-password")), password).catch(() => false);
      return false;
    }
    return argon2.verify(hash, password).catch(() => false);
  };
}

/** 429 while the e-mail or the IP has had too many failures within the lockout window. */
export async function assertNotLocked(tx: Database, clock: Clock, key: string, ip: string) {
  const since = new Date(clock.now().getTime() - lockout.windowMs);
  const [counts] = await queryRows(
    tx,
    z.object({ account: int, ip: int }),
    sql`select count(*) filter (where email_key = ${key}) as account, count(*) filter (where ip = ${ip}) as ip
        from admin_login_failures where (email_key = ${key} or ip = ${ip}) and created_at > ${since}`,
  );
  if (counts.account >= lockout.perAccount || counts.ip >= lockout.perIp)
    throw new AppError(429, "rate_limited", LOCKED, undefined, Math.ceil(lockout.windowMs / 1000));
}
