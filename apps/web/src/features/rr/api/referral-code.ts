import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZReferCodeData } from "@app/contract";
import { api } from "@/lib/api";

/** POST /api/rr/generate-referral-code — the RR's one code (the same again if it exists). */
export function useGenerateReferCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api("/rr/generate-referral-code", { method: "POST", auth: "rr" }, ZReferCodeData),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["rr", "me"] }),
  });
}
