import { z } from "zod";
import { ZAdminLoginRequest, ZAdminTotpRequest } from "@app/contract";

/** /admin-login: the contract's request schema with the spec's messages. */
export const adminLoginFormSchema = ZAdminLoginRequest;
export type AdminLoginValues = z.input<typeof adminLoginFormSchema>;

/** The second step: a 6-digit code, or a recovery code. */
export const adminCodeFormSchema = z.object({
  code: z.string().trim().min(1, "Enter the 6-digit code from your authenticator app"),
});
export type AdminCodeValues = z.input<typeof adminCodeFormSchema>;
export const isTotpCode = (s: string) => ZAdminTotpRequest.safeParse({ challenge: "x".repeat(20), code: s.trim() }).success;
