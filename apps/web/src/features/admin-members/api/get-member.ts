import { useQuery } from "@tanstack/react-query";
import { ZAdminMemberDetailData } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/users/{id} — everything about one member for the detail screen. */
export function useMemberDetail(id: number) {
  return useQuery({
    queryKey: ["admin", "member", id],
    queryFn: () => api(`/users/${id}`, { auth: "admin" }, ZAdminMemberDetailData),
    enabled: Number.isInteger(id) && id > 0,
  });
}
