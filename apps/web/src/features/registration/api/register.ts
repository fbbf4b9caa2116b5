import { useMutation } from "@tanstack/react-query";
import type { TSession } from "@app/contract";
import { api, contractSchema } from "@/lib/api";
import { smsLanguage } from "@/lib/i18n";

export type RegisterVariables = { formData: FormData; onProgress?: (fraction: number) => void };

/** POST /api/auth/register (multipart: the form's text fields plus `photos` files) → token and user. */
export function registerAd({ formData, onProgress }: RegisterVariables): Promise<TSession> {
  // The member's SMS and e-mail come in the language the form was filled in (changeable in the dashboard).
  if (!formData.has("language")) formData.set("language", smsLanguage());
  return api("/auth/register", { method: "POST", body: formData, auth: "none", onProgress }, contractSchema("ZSession"));
}

export function useRegisterAd() {
  return useMutation({ mutationFn: registerAd });
}
