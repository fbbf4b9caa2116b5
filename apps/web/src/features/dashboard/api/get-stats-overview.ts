import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZStatsOverview, type TStatsOverview } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/profiles/stats/overview — the dashboard's numbers, status, plan and Find Match filter. */
export function fetchStatsOverview(signal?: AbortSignal): Promise<TStatsOverview> {
  return api("/profiles/stats/overview", { signal }, ZStatsOverview);
}

export const statsOverviewQuery = () =>
  queryOptions({ queryKey: ["dashboard", "stats"], queryFn: ({ signal }) => fetchStatsOverview(signal), staleTime: 30_000 });

export const useStatsOverview = () => useQuery(statsOverviewQuery());
