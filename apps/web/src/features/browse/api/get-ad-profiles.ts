import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdProfilesData } from "@app/contract";
import { api, contractSchema } from "@/lib/api";
import { useSession } from "@/lib/session";
import { writeFilter, type BrowseFilter } from "../lib/filter-params";

export const pageSize = 20;

/** GET /api/profile/ad-profiles with the filter, page 1-based, 20 a page. The bearer (if any) hides the member's own ad. */
export function fetchAdProfiles(filter: BrowseFilter, page: number, signal?: AbortSignal): Promise<TAdProfilesData> {
  const qs = writeFilter(filter, { page: String(page), limit: String(pageSize) });
  return api(`/profile/ad-profiles?${qs}`, { signal }, contractSchema("ZAdProfilesData"));
}

export const adProfilesQuery = (filter: BrowseFilter, page: number, viewer: string | null) =>
  queryOptions({
    queryKey: ["ads", "browse", { filter, page, viewer }],
    queryFn: ({ signal }) => fetchAdProfiles(filter, page, signal),
    staleTime: 30_000,
    retry: 1,
    placeholderData: keepPreviousData,
  });

/** Refetches when the login state or the user changes (the key carries the user id). */
export function useAdProfiles(filter: BrowseFilter, page: number) {
  const { user } = useSession();
  return useQuery(adProfilesQuery(filter, page, user ? String(user.id) : null));
}
