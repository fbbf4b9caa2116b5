import { queryOptions, useQuery } from "@tanstack/react-query";
import { defaultOptions, ZOptionsData } from "@app/contract";
import type { z } from "zod";
import { api } from "./api";

/** Every selectable list (religions → communities → castes, qualifications, professions, states, …). */
export type SelectOptions = z.infer<typeof ZOptionsData>;

/** GET /api/options, fetched once and shared by every form that offers these lists. */
export const optionsQuery = queryOptions({
  queryKey: ["options"],
  queryFn: ({ signal }): Promise<SelectOptions> => api("/options", { auth: "none", signal }, ZOptionsData),
  staleTime: 10 * 60_000,
});

/** The option lists; the built-in defaults while loading or when the server cannot be reached, so forms stay usable. */
export function useOptions(): { options: SelectOptions; isFallback: boolean } {
  const q = useQuery(optionsQuery);
  return { options: q.data ?? defaultOptions, isFallback: !q.data };
}
