import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZYtmStatus, type TYtmStatus } from "@app/contract";
import { api } from "@/lib/api";

/** POST /api/dashboard/ytm/confirm — "I am yet to marry"; answers open requests and restores circulation. */
export function confirmYtm(): Promise<TYtmStatus> {
  return api("/dashboard/ytm/confirm", { method: "POST" }, ZYtmStatus);
}

export function useConfirmYtm() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: confirmYtm,
    onSuccess: (data) => {
      qc.setQueryData(["dashboard", "ytm"], data);
      return qc.invalidateQueries({ queryKey: ["dashboard", "stats"] });
    },
  });
}
