import { queryOptions, useQuery } from "@tanstack/react-query";
import { defaultOptions, ZOptionsData } from "@app/contract";
import type { z } from "zod";
import { api } from "@/lib/api";

export type RegistrationOptions = z.infer<typeof ZOptionsData>;

/** GET /api/options: every selectable list (religions → communities → castes, …). */
export function fetchOptions(): Promise<RegistrationOptions> {
  return api("/options", { auth: "none" }, ZOptionsData);
}

export const optionsQueryOptions = queryOptions({
  queryKey: ["options"],
  queryFn: fetchOptions,
  staleTime: 10 * 60_000,
});

/** The option lists; the built-in defaults while loading or when the server cannot be reached, so the form stays usable. */
export function useRegistrationOptions(): { options: RegistrationOptions; isFallback: boolean } {
  const q = useQuery(optionsQueryOptions);
  return { options: q.data ?? defaultOptions, isFallback: !q.data };
}
