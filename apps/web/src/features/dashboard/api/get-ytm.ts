import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZYtmStatus, type TYtmStatus } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/dashboard/ytm — confirmation date, days left, and viewers' YTM requests. */
export function fetchYtm(signal?: AbortSignal): Promise<TYtmStatus> {
  return api("/dashboard/ytm", { signal }, ZYtmStatus);
}

export const ytmQuery = () => queryOptions({ queryKey: ["dashboard", "ytm"], queryFn: ({ signal }) => fetchYtm(signal) });

export const useYtm = () => useQuery(ytmQuery());
