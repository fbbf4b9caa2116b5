import { useMutation } from "@tanstack/react-query";
import type { TOtpSent, TSessionUser } from "@app/contract";
import { api } from "@/lib/api";

/** POST /api/auth/login answers either "OTP sent" or the new session. */
export type LoginOtpSent = TOtpSent & { requiresOTP: true };
export type LoginSession = { token: string; user: TSessionUser };
export type LoginAnswer = Partial<LoginOtpSent> & Partial<LoginSession>;

/** Step 1: phone (+ captcha) → an OTP is sent. */
export function requestLoginOtp(body: { phone: string; captcha?: string }): Promise<LoginAnswer> {
  return api<LoginAnswer>("/auth/login", { method: "POST", body, auth: "none", ignore401: true });
}

/** Step 2: phone + OTP → token and user. */
export function verifyLoginOtp(body: { phone: string; otp: string }): Promise<LoginAnswer> {
  return api<LoginAnswer>("/auth/login", { method: "POST", body, auth: "none", ignore401: true });
}

export const useRequestLoginOtp = () => useMutation({ mutationFn: requestLoginOtp });
export const useVerifyLoginOtp = () => useMutation({ mutationFn: verifyLoginOtp });
