import { ZAdminLoginStep, ZAdminSession, type TAdminLoginRequest, type TAdminLoginStep, type TAdminSession } from "@app/contract";
import { api } from "@/lib/api";

/** POST /api/admin/login — email and password; answers the second step (TOTP, or enrolment on a first sign-in). */
export function adminLogin(body: TAdminLoginRequest): Promise<TAdminLoginStep> {
  return api("/admin/login", { method: "POST", body, auth: "none", ignore401: true }, ZAdminLoginStep);
}

/** POST /api/admin/login/totp — the code (or a recovery code) for the challenge; answers the admin session. */
export function adminLoginTotp(body: { challenge: string; code?: string; recoveryCode?: string }): Promise<TAdminSession> {
  return api("/admin/login/totp", { method: "POST", body, auth: "none", ignore401: true }, ZAdminSession);
}
