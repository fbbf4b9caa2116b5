import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { ZMemberActionData } from "@app/contract";
import { api } from "@/lib/api";

export type MemberAction = "suspend" | "activate" | "block" | "unblock";

/** POST /api/users/{id}/{suspend|activate|block|unblock} — reason and duration (days) for suspend and block. */
export function memberAction(id: number, action: MemberAction, body: { reason?: string; duration?: number | null } = {}) {
  return api(`/users/${id}/${action}`, { method: "POST", body, auth: "admin" }, ZMemberActionData);
}

/** DELETE /api/users/{id} — erases the member's personal data and files. */
export function deleteMember(id: number) {
  return api(`/users/${id}`, { method: "DELETE", auth: "admin" }, z.object({ deleted: z.literal(true), id: z.number() }));
}

/** Lists, stats and the member's page are stale after any action. */
export function useMemberMutations() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ["admin"], refetchType: "active" });
  return {
    action: useMutation({
      mutationFn: (v: { id: number; action: MemberAction; reason?: string; duration?: number | null }) =>
        memberAction(v.id, v.action, { reason: v.reason, duration: v.duration ?? null }),
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: deleteMember, onSettled: refresh }),
  };
}
