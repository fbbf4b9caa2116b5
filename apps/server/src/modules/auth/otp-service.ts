import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import type { TLanguage, TOtpPurpose, TOtpSent } from "@app/contract";
import { AppError, tooMany } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { hmacHex, randomDigits, safeEqualHex } from "../../lib/crypto.ts";
import { SmsError, type SmsProvider } from "../../providers/sms/index.ts";
import type { MetricsRecorder } from "../../lib/metrics.ts";

export const otpRules = {
  length: 6,
  ttlSeconds: 300,
  maxAttempts: 5,
  resendSeconds: 60,
  perPhoneWindowSeconds: 15 * 60,
  perPhoneMax: 3,
} as const;

type Deps = { db: Database; sms: SmsProvider; clock: Clock; secret: string; perIpMax: number; recorder?: Pick<MetricsRecorder, "otpSend"> };

/**
 * One-time codes: 6 CSPRNG digits, stored as HMACs bound to phone and purpose, single use,
 * 5 minute expiry, 5 wrong tries, resend throttled. Answers the same for known and unknown numbers.
 */
export function createOtpService({ db, sms, clock, secret, perIpMax, recorder }: Deps) {
  const hash = (phone: string, purpose: string, code: string) => hmacHex(secret, `otp:${phone}:${purpose}:${code}`);
  const { otpCodes } = schema;

  /** Counts a request for a code against the throttles and stores the code (the previous one stops working); 429 when throttled. */
  async function record(phone: string, purpose: TOtpPurpose, ip: string | null, code: string): Promise<number> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      // Serialise sends per phone so concurrent requests cannot slip past the throttle.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"otp:" + phone}))`);
      const windowStart = new Date(now.getTime() - otpRules.perPhoneWindowSeconds * 1000);
      const recent = await tx
        .select({ createdAt: otpCodes.createdAt, purpose: otpCodes.purpose })
        .from(otpCodes)
        .where(and(eq(otpCodes.phone, phone), gt(otpCodes.createdAt, windowStart)))
        .orderBy(desc(otpCodes.createdAt));
      const lastSame = recent.find((r) => r.purpose === purpose);
      if (lastSame) {
        const wait = otpRules.resendSeconds - Math.floor((now.getTime() - lastSame.createdAt.getTime()) / 1000);
        if (wait > 0) throw tooMany(`Please wait ${wait} seconds before requesting another OTP.`, wait, "otp_resend_too_soon");
      }
      if (recent.length >= otpRules.perPhoneMax) {
        const oldest = recent[recent.length - 1].createdAt.getTime();
        const wait = Math.max(1, Math.ceil((oldest + otpRules.perPhoneWindowSeconds * 1000 - now.getTime()) / 1000));
        throw tooMany(`Too many OTP requests for this number. Please try again in ${Math.ceil(wait / 60)} minutes.`, wait);
      }
      if (ip) {
        // And per address, so requests for different numbers from one address (on any instance) cannot pass its limit together.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"otp-ip:" + ip}))`);
        const [{ n }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(otpCodes)
          .where(and(eq(otpCodes.ip, ip), gt(otpCodes.createdAt, windowStart)));
        if (n >= perIpMax)
          throw tooMany("Too many OTP requests from your network. Please try again later.", otpRules.perPhoneWindowSeconds);
      }
      // Any earlier unused code for this purpose stops working.
      await tx
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
      const [row] = await tx
        .insert(otpCodes)
        .values({
          phone,
          purpose,
          codeHash: hash(phone, purpose, code),
          expiresAt: new Date(now.getTime() + otpRules.ttlSeconds * 1000),
          ip,
          createdAt: now,
        })
        .returning({ id: otpCodes.id });
      return row.id;
    });
  }

  /** `language`: of the SMS when the number has no account yet; a member's own choice wins. */
  async function send(phone: string, purpose: TOtpPurpose, ip: string | null, language?: TLanguage): Promise<TOtpSent> {
    const code = randomDigits(otpRules.length);
    const id = await record(phone, purpose, ip, code);
    const [member] = await db.select({ language: schema.users.language }).from(schema.users).where(eq(schema.users.phone, phone)).limit(1);
    const smsLanguage: TLanguage = (member?.language ?? language) === "bn" ? "bn" : "en";
    try {
      await sms.sendOtp(phone, code, smsLanguage);
      recorder?.otpSend("sent");
    } catch (e) {
      recorder?.otpSend("failed");
      // The code never reached the phone: forget it so it does not count against the throttle.
      await db.delete(otpCodes).where(eq(otpCodes.id, id));
      if (e instanceof SmsError)
        throw new AppError(503, "service_unavailable", "We could not send the SMS right now. Please try again in a minute.");
      throw e;
    }
    const sent: TOtpSent = { sent: true, phone, expiresIn: otpRules.ttlSeconds, resendIn: otpRules.resendSeconds };
    return sms.revealsCodes ? { ...sent, fallback: true, fallbackOTP: code } : sent;
  }

  /**
   * A request for a code that must answer as `send` does, for a number with nothing to send to (so
   * the answer does not tell whether the number is known): the same throttles count it and a code
   * is stored, but no SMS goes out and nobody learns the code.
   */
  async function hold(phone: string, purpose: TOtpPurpose, ip: string | null): Promise<TOtpSent> {
    await record(phone, purpose, ip, randomDigits(otpRules.length));
    return { sent: true, phone, expiresIn: otpRules.ttlSeconds, resendIn: otpRules.resendSeconds };
  }

  /**
   * Checks a code without using it up; a wrong code costs one of the 5 tries (committed at once).
   * Returns the code's id for `consume` inside the caller's transaction.
   */
  async function check(phone: string, purpose: TOtpPurpose, code: string): Promise<number> {
    const now = clock.now();
    const [row] = await db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose)))
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1);
    if (!row) throw new AppError(400, "otp_invalid", "Invalid OTP. Please request a new code.", [{ field: "otp", message: "Invalid OTP" }]);
    if (row.attempts >= otpRules.maxAttempts) throw attemptsExceeded();
    if (row.consumedAt)
      throw new AppError(400, "otp_invalid", "This OTP has already been used. Please request a new one.", [
        { field: "otp", message: "This OTP has already been used" },
      ]);
    if (row.expiresAt <= now)
      throw new AppError(400, "otp_expired", "This OTP has expired. Please request a new one.", [
        { field: "otp", message: "This OTP has expired" },
      ]);
    if (!safeEqualHex(row.codeHash, hash(phone, purpose, code))) {
      const bumped = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.id, row.id), lt(otpCodes.attempts, otpRules.maxAttempts)))
        .returning({ attempts: otpCodes.attempts });
      if (!bumped.length) throw attemptsExceeded();
      const left = otpRules.maxAttempts - bumped[0].attempts;
      throw new AppError(
        400,
        "otp_invalid",
        left > 0 ? `Invalid OTP. ${left} ${left === 1 ? "try" : "tries"} left.` : "Invalid OTP. Please request a new code.",
        [{ field: "otp", message: "Invalid OTP" }],
      );
    }
    return row.id;
  }

  /** Uses up a checked code; fails if it was used concurrently. */
  async function consume(tx: Database, id: number) {
    const done = await tx
      .update(otpCodes)
      .set({ consumedAt: clock.now() })
      .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, otpRules.maxAttempts)))
      .returning({ id: otpCodes.id });
    if (!done.length)
      throw new AppError(400, "otp_invalid", "This OTP has already been used. Please request a new one.", [
        { field: "otp", message: "This OTP has already been used" },
      ]);
  }

  /** check + consume in one step, for flows with nothing else to commit. */
  async function verify(phone: string, purpose: TOtpPurpose, code: string) {
    const id = await check(phone, purpose, code);
    await consume(db, id);
  }

  return { send, hold, check, consume, verify };
}

function attemptsExceeded() {
  return tooMany("Too many wrong attempts. Please request a new OTP.", otpRules.resendSeconds, "otp_attempts_exceeded");
}

export type OtpService = ReturnType<typeof createOtpService>;
