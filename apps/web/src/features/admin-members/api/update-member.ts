import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZMemberActionData, type TUpdateMemberRequest } from "@app/contract";
import { api } from "@/lib/api";

/** PUT /api/users/{id} — contact fields and a status change through the server's state machine. */
export function useUpdateMember(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateMemberRequest) => api(`/users/${id}`, { method: "PUT", body, auth: "admin" }, ZMemberActionData),
    onSettled: () => qc.invalidateQueries({ queryKey: ["admin"] }),
  });
}
