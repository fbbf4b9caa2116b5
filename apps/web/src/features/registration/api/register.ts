import { useMutation } from "@tanstack/react-query";
import { ZSession, type TSession } from "@app/contract";
import { api } from "@/lib/api";

export type RegisterVariables = { formData: FormData; onProgress?: (fraction: number) => void };

/** POST /api/auth/register (multipart: the form's text fields plus `photos` files) → token and user. */
export function registerAd({ formData, onProgress }: RegisterVariables): Promise<TSession> {
  return api("/auth/register", { method: "POST", body: formData, auth: "none", onProgress }, ZSession);
}

export function useRegisterAd() {
  return useMutation({ mutationFn: registerAd });
}
