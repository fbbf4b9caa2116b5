import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ZCurrentPlanData } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/plans/current: the member's current plan and whether the free trial is open to them. */
export const currentPlanQuery = () => ({
  queryKey: ["plans", "current"] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => api("/plans/current", { signal }, ZCurrentPlanData),
});
export const useCurrentPlan = (enabled = true) => useQuery({ ...currentPlanQuery(), enabled });

/** POST /api/plans/trial: starts the free 10-day trial (once per member). */
export function useStartTrial() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api("/plans/trial", { method: "POST" }, ZCurrentPlanData),
    onSuccess: (data) => {
      qc.setQueryData(["plans", "current"], data);
      void qc.invalidateQueries({ queryKey: ["dashboard"] });
    },
  });
}
