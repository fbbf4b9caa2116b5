import { z } from "zod";
import { api } from "@/lib/api";

/** POST /api/admin/logout — ends this admin session on the server. */
export function adminLogout(): Promise<unknown> {
  return api("/admin/logout", { method: "POST", auth: "admin", ignore401: true }, z.object({ loggedOut: z.literal(true) }));
}
