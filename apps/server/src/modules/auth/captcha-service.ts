import { createChallenge, randomInt, verifySolution, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { lt } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import { AppError } from "../../http/errors.ts";
import { hmacHex } from "../../lib/crypto.ts";

/** The captcha library checks expiry against the wall clock, so challenges use it too (not the injected clock). */
type Options = { enabled: boolean; cost: number; maxCounter: number; secret: string; db: Database };

const CHALLENGE_TTL_S = 10 * 60;

/**
 * Self-hosted proof-of-work captcha (ALTCHA). Challenges are HMAC-signed; a solved payload is
 * accepted once (its signature is recorded until the challenge expires).
 */
export function createCaptchaService(o: Options) {
  const hmacSignatureSecret = hmacHex(o.secret, "altcha-signature");
  const hmacKeySignatureSecret = hmacHex(o.secret, "altcha-key-signature");

  async function challenge() {
    const minCounter = Math.max(1, Math.floor(o.maxCounter / 4));
    return createChallenge({
      algorithm: "PBKDF2/SHA-256",
      cost: o.cost,
      counter: randomInt(minCounter, o.maxCounter),
      deriveKey,
      hmacSignatureSecret,
      hmacKeySignatureSecret,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_S * 1000),
    });
  }

  /** Throws a 400 unless the payload is a fresh, valid solution. No-op when CAPTCHA=off. */
  async function require(payload: string | undefined) {
    if (!o.enabled) return;
    const invalid = new AppError(400, "captcha_invalid", "Please complete the captcha check and try again.", [
      { field: "captcha", message: "Captcha check failed. Please wait for it to verify and try again." },
    ]);
    if (!payload) throw invalid;
    let parsed: Payload;
    try {
      parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as Payload;
    } catch {
      throw invalid;
    }
    if (!parsed?.challenge?.signature || !parsed.solution) throw invalid;
    let verified = false;
    try {
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      verified = result.verified;
    } catch {
      verified = false;
    }
    if (!verified) throw invalid;
    const now = new Date();
    await o.db.delete(schema.captchaSpent).where(lt(schema.captchaSpent.expiresAt, now));
    const fresh = await o.db
      .insert(schema.captchaSpent)
      .values({ signature: parsed.challenge.signature, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_S * 1000) })
      .onConflictDoNothing()
      .returning({ s: schema.captchaSpent.signature });
    if (!fresh.length) throw invalid;
  }

  return { enabled: o.enabled, challenge, require };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
