import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

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
