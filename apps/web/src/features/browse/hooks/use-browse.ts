import { useMemo } from "react";
import { useSearchParams } from "react-router";
import type { TProfileCard } from "@app/contract";
import { demoProfiles } from "@/lib/demo-profiles";
import { useAdProfiles } from "../api/get-ad-profiles";
import { activeCount, pageFrom, readFilter, writeFilter, type BrowseFilter } from "../lib/filter-params";

export type BrowseView = "grid" | "list";

/** The browse state kept in the URL (filter, page, view), the matching profiles and the cards to show. */
export function useBrowse() {
  const [sp, setSp] = useSearchParams();
  const filter = useMemo(() => readFilter(sp), [sp]);
  const page = pageFrom(sp);
  const view: BrowseView = sp.get("view") === "list" ? "list" : "grid";
  const q = useAdProfiles(filter, page);

  const go = (f: BrowseFilter, p = 1, v: BrowseView = view) => {
    setSp(writeFilter(f, { page: p > 1 ? String(p) : undefined, view: v === "list" ? "list" : undefined }));
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  const live = q.data?.profiles ?? [];
  const failed = q.isError && !q.data;
  // Three sample profiles follow the live results (all eight when the server cannot be reached).
  const cards: TProfileCard[] = failed ? demoProfiles : q.data ? [...live, ...(page === 1 ? demoProfiles.slice(0, 3) : [])] : [];

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
    cards,
    total: q.data?.total ?? 0,
  };
}
export type Browse = ReturnType<typeof useBrowse>;
