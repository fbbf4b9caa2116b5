import { ZLoginData, type TOtpSent, type TSession } from "@app/contract";
import { ApiError, api } from "@/lib/api";
import i18n, { smsLanguage } from "@/lib/i18n";
import { authNs } from "@/lib/locales/auth";

/** POST /api/auth/login answers either "OTP sent" or the new session. */
export type LoginAnswer = Partial<TOtpSent & { requiresOTP: true }> & Partial<TSession>;

/** Step 1: phone (+ captcha) → an OTP is sent. */
export function requestLoginOtp(body: { phone: string; captcha?: string }): Promise<LoginAnswer> {
  // A number without an account gets the SMS in the page's language; a member gets their own.
  return api("/auth/login", { method: "POST", body: { ...body, language: smsLanguage() }, auth: "none", ignore401: true }, ZLoginData);
}

/** Step 2: phone + OTP → token and user. An answer without both is refused with the login's own message. */
export async function verifyLoginOtp(body: { phone: string; otp: string }): Promise<LoginAnswer> {
  try {
    return await api("/auth/login", { method: "POST", body, auth: "none", ignore401: true }, ZLoginData);
  } catch (e) {
    if (e instanceof ApiError && e.code === "invalid_response")
      throw new ApiError(i18n.t("login.missingData", { ns: authNs }), e.status, e.code);
    throw e;
  }
}
