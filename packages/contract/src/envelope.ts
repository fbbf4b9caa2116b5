import { z } from "zod";

/** Stable machine codes carried by every failure envelope. */
export const errorCodes = [
  "validation_failed",
  "unauthenticated",
  "forbidden",
  "not_found",
  "conflict",
  /** An admin tried to put in circulation an ad an RR posted that its member has not yet confirmed (decision 0011). */
  "awaiting_member_consent",
  /** The RR's account was deactivated by an admin: they may sign in to be told so, and nothing else (decision 0011). */
  "rr_deactivated",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "otp_invalid",
  "otp_expired",
  "otp_attempts_exceeded",
  "otp_resend_too_soon",
  "captcha_invalid",
  "insufficient_points",
  "limit_reached",
  "payment_invalid",
  "service_unavailable",
  /** The database is restarting or unreachable (503); the same request works again once it is back. */
  "database_unavailable",
  "internal_error",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const ZFieldError = z.object({ field: z.string(), message: z.string() });
export type TFieldError = z.infer<typeof ZFieldError>;

/** `{ success: true, message?, data }` around a data schema. */
export function ok<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}
