import { useMemo } from "react";
import { useSearchParams } from "react-router";
import type { TProfileCard } from "@app/contract";
import { demoProfiles } from "@/lib/demo-profiles";
import { useDeferredQuery } from "@/lib/use-deferred-query";
import { useAdProfiles } from "../api/get-ad-profiles";
import { activeCount, pageFrom, readFilter, writeFilter, type BrowseFilter } from "../lib/filter-params";

export type BrowseView = "grid" | "list";

/** The browse state kept in the URL (filter, page, view), the matching profiles and the cards to show. */
export function useBrowse() {
  const [sp, setSp] = useSearchParams();
  const filter = useMemo(() => readFilter(sp), [sp]);
  const page = pageFrom(sp);
  const view: BrowseView = sp.get("view") === "list" ? "list" : "grid";
  const q = useDeferredQuery(useAdProfiles(filter, page));

  const go = (f: BrowseFilter, p = 1, v: BrowseView = view) => {
    setSp(writeFilter(f, { page: p > 1 ? String(p) : undefined, view: v === "list" ? "list" : undefined }));
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  const live = q.data?.profiles ?? [];
  const failed = q.isError && !q.data;
  // Sample profiles never mix with results: they show only on the unfiltered first page, when the
  // site has no ad to show at all (none in circulation, or the server cannot be reached).
  const unfiltered = activeCount(filter) === 0 && !filter.q && page === 1;
  const siteEmpty = Boolean(q.data && q.data.total === 0 && live.length === 0);
  const samples: TProfileCard[] = unfiltered && (failed || siteEmpty) ? demoProfiles : [];

  return {
    q,
    filter,
    filterKey: writeFilter(filter).toString(),
    activeFilters: activeCount(filter),
    page,
    view,
    go,
    live,
    failed,
    samples,
    total: q.data?.total ?? 0,
  };
}
export type Browse = ReturnType<typeof useBrowse>;
