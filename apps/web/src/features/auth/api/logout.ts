import { api, contractSchema } from "@/lib/api";

/**
 * POST /api/auth/logout — revokes the session on the server. `api` reads the stored token
 * synchronously when called, so the caller may clear the session right after calling this.
 */
export function postLogout(): Promise<{ loggedOut: true }> {
  return api("/auth/logout", { method: "POST", ignore401: true }, contractSchema("ZLogoutData"));
}
