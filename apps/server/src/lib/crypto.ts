import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export const sha256Hex = (s: string) => createHash("sha256").update(s).digest("hex");
export const hmacHex = (key: string, s: string) => createHmac("sha256", key).update(s).digest("hex");
export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");
/** n random decimal digits from the CSPRNG. */
export const randomDigits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join("");

export function safeEqualHex(a: string, b: string): boolean {
  const ba = Buffer.from(a, "hex");
  const bb = Buffer.from(b, "hex");
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}

/** A readable random password (members sign in by OTP; this is for completeness). */
export function generatePassword(length = 14): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789@#%";
  return Array.from({ length }, () => alphabet[randomInt(0, alphabet.length)]).join("");
}

/** AES-256-GCM with a key derived from `secret` and a purpose: for small secrets kept in the database (TOTP keys). */
export function sealer(secret: string, purpose: string) {
  const key = createHmac("sha256", secret).update(`seal:${purpose}`).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const c = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([c.update(plain, "utf8"), c.final()]);
      return `v1.${Buffer.concat([iv, c.getAuthTag(), body]).toString("base64url")}`;
    },
    open(sealed: string): string {
      const raw = Buffer.from(sealed.replace(/^v1\./, ""), "base64url");
      const d = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
      d.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString("utf8");
    },
  };
}
