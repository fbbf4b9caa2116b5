import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ZAdminData, ZAdminListData, type TAdminCreateRequest } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/admin/admins — every admin (super admins only). */
export function useAdmins(enabled: boolean) {
  return useQuery({ queryKey: ["admin", "admins"], queryFn: () => api("/admin/admins", { auth: "admin" }, ZAdminListData), enabled });
}

/** POST /api/admin/admins and /api/admin/admins/{id}/{disable|enable|reset-2fa}. */
export function useAdminMutations() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ["admin", "admins"] });
  return {
    create: useMutation({
      mutationFn: (body: TAdminCreateRequest) => api("/admin/admins", { method: "POST", body, auth: "admin" }, ZAdminData),
      onSettled: refresh,
    }),
    action: useMutation({
      mutationFn: (v: { id: number; action: "disable" | "enable" | "reset-2fa" }) =>
        api(`/admin/admins/${v.id}/${v.action}`, { method: "POST", auth: "admin" }, ZAdminData),
      onSettled: refresh,
    }),
  };
}
