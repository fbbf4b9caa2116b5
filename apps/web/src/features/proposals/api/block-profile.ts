import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZBlockData } from "@app/contract";
import { api } from "@/lib/api";
import { keys } from "./keys";

/** POST (block) or DELETE (unblock) /api/profiles/{id}/block. A block hides both members from each other. */
export const setBlocked = (v: { profileId: string; blocked: boolean }) =>
  api(`/profiles/${encodeURIComponent(v.profileId)}/block`, { method: v.blocked ? "POST" : "DELETE" }, ZBlockData);

export function useSetBlocked() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setBlocked,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.blocks }),
        qc.invalidateQueries({ queryKey: keys.ads }),
        qc.invalidateQueries({ queryKey: keys.proposals }),
      ]),
  });
}
