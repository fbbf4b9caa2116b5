import { useMutation } from "@tanstack/react-query";
import type { TOtpSent, TSendRegistrationOtpRequest } from "@app/contract";
import { api, contractSchema } from "@/lib/api";
import { smsLanguage } from "@/lib/i18n";

/** POST /api/auth/send-registration-otp: texts a 6-digit code to the number being registered. */
export function sendRegistrationOtp(body: TSendRegistrationOtpRequest): Promise<TOtpSent> {
  // The SMS comes in the language the form is being filled in.
  return api(
    "/auth/send-registration-otp",
    { method: "POST", body: { ...body, language: smsLanguage() }, auth: "none" },
    contractSchema("ZOtpSent"),
  );
}

export function useSendRegistrationOtp() {
  return useMutation({ mutationFn: sendRegistrationOtp });
}
