import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZCirculationReport, type TCirculationReport } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/dashboard/circulation — times shown in search and members e-mailed, by week. */
export function fetchCirculation(signal?: AbortSignal): Promise<TCirculationReport> {
  return api("/dashboard/circulation", { signal }, ZCirculationReport);
}

export const circulationQuery = () =>
  queryOptions({ queryKey: ["dashboard", "circulation"], queryFn: ({ signal }) => fetchCirculation(signal), staleTime: 60_000 });

export const useCirculation = () => useQuery(circulationQuery());
