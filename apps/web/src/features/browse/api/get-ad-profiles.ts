import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdProfilesData } from "@app/contract";
import { api, contractSchema } from "@/lib/api";
import { useSession } from "@/lib/session";
import { pageFrom, readFilter, writeFilter, type BrowseFilter } from "../lib/filter-params";

export const pageSize = 20;

/** GET /api/profile/ad-profiles with the filter, page 1-based, 20 a page. The bearer (if any) hides the member's own ad. */
export function fetchAdProfiles(filter: BrowseFilter, page: number, signal?: AbortSignal): Promise<TAdProfilesData> {
  return api(`/profile/ad-profiles?${apiQuery(filter, page)}`, { signal }, contractSchema("ZAdProfilesData"));
}

const apiQuery = (filter: BrowseFilter, page: number) => writeFilter(filter, { page: String(page), limit: String(pageSize) }).toString();

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

/**
 * The API query for the page a browse address shows a visitor who is not signed in (the server draws the
 * page from its answer); null when the filter needs the member's own ad (the horoscope match).
 */
export function visitorBrowseQuery(sp: URLSearchParams): string | null {
  const filter = readFilter(sp);
  return filter.yotok || filter.minGuna ? null : apiQuery(filter, pageFrom(sp));
}

/** The answer a visitor who is not signed in gets for a browse address, under its query's key. */
export const visitorBrowseSeed = (sp: URLSearchParams, data: TAdProfilesData) =>
  [adProfilesQuery(readFilter(sp), pageFrom(sp), null).queryKey, data] as const;
