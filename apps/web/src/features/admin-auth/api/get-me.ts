import { useQuery } from "@tanstack/react-query";
import { ZAdminMeData } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/admin/me — the signed-in admin (a 401 clears the admin token and opens /admin-login). */
export function useAdminMe() {
  return useQuery({
    queryKey: ["admin", "me"],
    queryFn: () => api("/admin/me", { auth: "admin" }, ZAdminMeData),
    staleTime: 60_000,
  });
}
