import { useMutation } from "@tanstack/react-query";
import type { TSessionUser } from "@app/contract";
import { api } from "@/lib/api";

export type RegisterAnswer = { token?: string; user?: TSessionUser };
export type RegisterVariables = { formData: FormData; onProgress?: (fraction: number) => void };

/** POST /api/auth/register (multipart: the form's text fields plus `photos` files) → token and user. */
export function registerAd({ formData, onProgress }: RegisterVariables): Promise<RegisterAnswer> {
  return api<RegisterAnswer>("/auth/register", { method: "POST", body: formData, auth: "none", onProgress });
}

export function useRegisterAd() {
  return useMutation({ mutationFn: registerAd });
}
