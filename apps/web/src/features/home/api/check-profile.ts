import { ApiError, api, contractSchema } from "@/lib/api";

/** Whether an ad with this id exists: GET /api/profile/public/{id} (404 = unknown). */
export async function profileExists(id: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await api(`/profile/public/${encodeURIComponent(id)}`, { auth: "none", signal, ignore401: true }, contractSchema("ZProfileDetail"));
    return true;
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return false;
    throw e;
  }
}
