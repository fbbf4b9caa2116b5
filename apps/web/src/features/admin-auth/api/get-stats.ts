import { useQuery } from "@tanstack/react-query";
import { ZUserStats } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/users/stats/overview — member counts per status and the moderation queues' counts (the menu). */
export function useMemberStats() {
  return useQuery({ queryKey: ["admin", "stats"], queryFn: () => api("/users/stats/overview", { auth: "admin" }, ZUserStats) });
}
