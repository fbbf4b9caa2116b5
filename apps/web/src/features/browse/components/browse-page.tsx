import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { TProfileCard } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { demoProfiles } from "@/lib/demo-profiles";
import { useSession } from "@/lib/session";
import { usePageMeta } from "@/lib/use-page-meta";
import { useAdProfiles } from "../api/get-ad-profiles";
import { activeCount, pageFrom, readFilter, writeFilter, type BrowseFilter } from "../lib/filter-params";
import { FilterSidebar } from "./filter-sidebar";
import { Pagination } from "@/components/pagination";
import { ProfileCard, ProfileCardSkeleton } from "./profile-card";

type View = "grid" | "list";

/** /profiles: Find Match and Search. The filter, page and view live in the URL. */
export function BrowsePage() {
  usePageMeta(
    "Find Match",
    "Browse verified bride and groom advertisements from Bengali families and filter by age, religion, caste, location and career.",
  );
  const [sp, setSp] = useSearchParams();
  const filter = useMemo(() => readFilter(sp), [sp]);
  const page = pageFrom(sp);
  const view: View = sp.get("view") === "list" ? "list" : "grid";
  const [drawer, setDrawer] = useState(false);
  const { isAuthenticated } = useSession();
  const q = useAdProfiles(filter, page);
  const filterKey = writeFilter(filter).toString();

  useEffect(() => {
    document.body.style.overflow = drawer ? "hidden" : "";
    return () => void (document.body.style.overflow = "");
  }, [drawer]);

  const go = (f: BrowseFilter, p = 1, v: View = view) => {
    setSp(writeFilter(f, { page: p > 1 ? String(p) : undefined, view: v === "list" ? "list" : undefined }));
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  const live = q.data?.profiles ?? [];
  const failed = q.isError && !q.data;
  // Three sample profiles follow the live results (all eight when the server cannot be reached).
  const cards: TProfileCard[] = failed ? demoProfiles : q.data ? [...live, ...(page === 1 ? demoProfiles.slice(0, 3) : [])] : [];
  const total = q.data?.total ?? 0;
  const filters = activeCount(filter);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl">Find Match</h1>
          <p className="mt-1 text-sm text-stone-600" aria-live="polite" data-testid="match-count">
            {q.isPending
              ? "Searching…"
              : failed
                ? "Showing sample profiles"
                : `${total.toLocaleString("en-IN")}${q.data?.totalExact === false ? "+" : ""} ${total === 1 ? "match" : "matches"} found`}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => setDrawer(true)}
            className={`${buttonStyles.outline} px-4 py-2 text-sm lg:hidden`}
            aria-expanded={drawer}
            aria-controls="filter-drawer"
          >
            Filters{filters ? ` (${filters})` : ""}
          </button>
          <div role="group" aria-label="Layout" className="flex rounded-full border border-stone-300 bg-white p-0.5">
            {(["grid", "list"] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => go(filter, page, v)}
                className={`rounded-full px-3 py-1.5 text-sm font-semibold capitalize ${view === v ? "bg-brand-700 text-white" : "text-stone-700"}`}
              >
                {v}
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => void q.refetch()}
            aria-label="Refresh"
            title="Refresh"
            className="rounded-full border border-stone-300 bg-white p-2 text-stone-700 hover:border-brand-300"
          >
            <svg
              aria-hidden
              viewBox="0 0 24 24"
              className={`size-5 ${q.isFetching ? "animate-spin" : ""}`}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[300px_1fr]">
        <div
          id="filter-drawer"
          className={drawer ? "fixed inset-0 z-50 flex bg-stone-950/50 lg:static lg:block lg:bg-transparent" : "hidden lg:block"}
          onClick={(e) => e.target === e.currentTarget && setDrawer(false)}
        >
          <div
            className={
              drawer
                ? "ml-auto h-full w-[88%] max-w-sm overflow-y-auto bg-stone-50 p-3 shadow-2xl lg:m-0 lg:h-auto lg:w-auto lg:max-w-none lg:bg-transparent lg:p-0 lg:shadow-none"
                : ""
            }
          >
            {drawer && (
              <button
                type="button"
                onClick={() => setDrawer(false)}
                className="mb-2 ml-auto block rounded-full bg-white px-3 py-1 text-sm font-semibold text-stone-700 shadow lg:hidden"
              >
                Close ✕
              </button>
            )}
            <FilterSidebar
              key={filterKey}
              initial={filter}
              onApply={(f) => {
                setDrawer(false);
                go(f);
              }}
              onClear={() => {
                setDrawer(false);
                go({});
              }}
            />
          </div>
        </div>

        <section aria-label="Profiles" aria-busy={q.isFetching}>
          {failed && (
            <div
              role="alert"
              className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
            >
              <div>
                <p className="font-semibold">Unable to load profiles</p>
                <p>Showing static profiles instead</p>
              </div>
              <button type="button" onClick={() => void q.refetch()} className={`${buttonStyles.primary} py-2 text-sm`}>
                Try Again
              </button>
            </div>
          )}
          {q.isPending ? (
            <div className={view === "grid" ? "grid gap-4 sm:grid-cols-2 xl:grid-cols-3" : "space-y-4"}>
              {Array.from({ length: 6 }, (_, i) => (
                <ProfileCardSkeleton key={i} view={view} />
              ))}
            </div>
          ) : (
            <>
              {!failed && live.length === 0 && (
                <div className="mb-6 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
                  <p className="font-display text-xl font-semibold text-stone-900">No profiles found</p>
                  <p className="mt-1 text-sm text-stone-600">Try fewer filters or a different age range.</p>
                  {filters + (filter.q ? 1 : 0) > 0 && (
                    <button type="button" onClick={() => go({})} className={`${buttonStyles.outline} mt-4 py-2 text-sm`}>
                      Clear All
                    </button>
                  )}
                </div>
              )}
              <div
                className={`${view === "grid" ? "grid gap-4 sm:grid-cols-2 xl:grid-cols-3" : "space-y-4"} ${q.isFetching && !q.isPending ? "opacity-70 transition" : ""}`}
              >
                {cards.map((p) => (
                  <ProfileCard key={p.profileId} p={p} view={view} signedIn={isAuthenticated} />
                ))}
              </div>
              {!failed && q.data && <Pagination page={page} totalPages={q.data.totalPages} onPage={(p) => go(filter, p)} />}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
