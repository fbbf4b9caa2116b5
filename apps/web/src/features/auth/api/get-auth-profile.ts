import type { TMemberUser } from "@app/contract";
import { api, contractSchema } from "@/lib/api";

/** GET /api/auth/profile — the signed-in member's full record. No global 401 redirect: the startup check handles it. */
export function fetchAuthProfile(): Promise<{ user: TMemberUser }> {
  return api("/auth/profile", { ignore401: true }, contractSchema("ZMemberUserData"));
}
