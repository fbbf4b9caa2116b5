import { queryOptions, useQuery } from "@tanstack/react-query";
import { defaultOptions, ZOptionsData } from "@app/contract";
import type { z } from "zod";
import { api } from "@/lib/api";

export type AdOptions = z.infer<typeof ZOptionsData>;

/** GET /api/options: the lists the ad's choices come from (same key as registration, so one fetch). */
export const adOptionsQuery = queryOptions({
  queryKey: ["options"],
  queryFn: (): Promise<AdOptions> => api("/options", { auth: "none" }, ZOptionsData),
  staleTime: 10 * 60_000,
});

export function useAdOptions(): AdOptions {
  return useQuery(adOptionsQuery).data ?? defaultOptions;
}
