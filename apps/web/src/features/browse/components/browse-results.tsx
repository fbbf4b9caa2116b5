import { useTranslation } from "@/lib/i18n";
import { buttonStyles } from "@/components/button-styles";
import { browseNs } from "@/lib/locales/browse";
import { Pagination } from "@/components/pagination";
import { useSession } from "@/lib/session";
import type { Browse } from "../hooks/use-browse";
import { ProfileCard } from "./profile-card";
import { ProfileCardSkeleton } from "./profile-card-skeleton";

/** The profile cards: skeletons while loading, the sample-profiles notice, "No profiles found", pagination. */
export function BrowseResults({ browse }: { browse: Browse }) {
  const { q, failed, live, samples, view, filter, page, go, activeFilters } = browse;
  const { t } = useTranslation(browseNs);
  const { isAuthenticated } = useSession();
  const layout = view === "grid" ? "grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3" : "space-y-3 sm:space-y-4";
  return (
    <section aria-labelledby="results-heading" aria-busy={q.isFetching}>
      {/* The cards' names are h3: their section has its h2 (the filters' h2 is hidden on a phone). */}
      <h2 id="results-heading" className="sr-only">
        {t("results.label")}
      </h2>
      {failed && (
        <div
          role="alert"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <div>
            <p className="font-semibold">{t("results.unableToLoad")}</p>
            <p>{samples.length ? t("results.showingStatic") : t("results.checkConnection")}</p>
          </div>
          <button type="button" onClick={() => void q.refetch()} className={`${buttonStyles.primary} py-2 text-sm`}>
            {t("results.tryAgain")}
          </button>
        </div>
      )}
      {q.isPending ? (
        <div className={layout}>
          {Array.from({ length: 6 }, (_, i) => (
            <ProfileCardSkeleton key={i} view={view} />
          ))}
        </div>
      ) : (
        <>
          {!failed && live.length === 0 && !samples.length && (
            <div className="mb-6 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
              <p className="font-display text-xl font-semibold text-stone-900">{t("results.noneFound")}</p>
              <p className="mt-1 text-sm text-stone-600">{t("results.tryFewer")}</p>
              {activeFilters + (filter.q ? 1 : 0) > 0 && (
                <button type="button" onClick={() => go({})} className={`${buttonStyles.outline} mt-4 py-2 text-sm`}>
                  {t("results.clearAll")}
                </button>
              )}
            </div>
          )}
          {live.length > 0 && (
            <div className={`${layout} ${q.isFetching && !q.isPending ? "opacity-70 transition" : ""}`}>
              {live.map((p) => (
                <ProfileCard key={p.profileId} p={p} view={view} signedIn={isAuthenticated} />
              ))}
            </div>
          )}
          {samples.length > 0 && (
            <section aria-labelledby="sample-profiles-title">
              {!failed && (
                <div className="mb-4 rounded-2xl border border-dashed border-stone-300 bg-white p-5 text-sm text-stone-600">
                  <p id="sample-profiles-title" className="font-display text-lg font-semibold text-stone-900">
                    {t("results.samplesTitle")}
                  </p>
                  <p className="mt-1">{t("results.samplesText")}</p>
                </div>
              )}
              {failed && (
                <h2 id="sample-profiles-title" className="sr-only">
                  {t("results.samplesTitle")}
                </h2>
              )}
              <div className={layout} data-testid="sample-profiles">
                {samples.map((p) => (
                  <ProfileCard key={p.profileId} p={p} view={view} signedIn={isAuthenticated} />
                ))}
              </div>
            </section>
          )}
          {!failed && q.data && <Pagination page={page} totalPages={q.data.totalPages} onPage={(p) => go(filter, p)} />}
        </>
      )}
    </section>
  );
}
