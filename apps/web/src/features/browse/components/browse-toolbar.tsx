import { useTranslation } from "@/lib/i18n";
import { buttonStyles } from "@/components/button-styles";
import { formatNumber } from "@/lib/format";
import { browseNs } from "@/lib/locales/browse";
import type { Browse } from "../hooks/use-browse";

/** Title, match count, the Filters button (small screens), grid/list and refresh. */
export function BrowseToolbar({ browse, drawerOpen, onOpenDrawer }: { browse: Browse; drawerOpen: boolean; onOpenDrawer: () => void }) {
  const { t } = useTranslation(browseNs);
  const { q, failed, samples, total, view, filter, page, go, activeFilters } = browse;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl">{t("toolbar.title")}</h1>
        <p className="mt-1 text-sm text-stone-600" aria-live="polite" data-testid="match-count">
          {q.isPending
            ? t("toolbar.searching")
            : failed
              ? samples.length
                ? t("toolbar.showingSamples")
                : t("toolbar.couldNotLoad")
              : q.data?.totalExact === false
                ? // A lower bound: at least `total` (the count stops one past its cap), said as "more than total - 1" ("10,000+").
                  t("toolbar.foundMore", { n: formatNumber(total - 1) })
                : t("toolbar.found", { count: total, n: formatNumber(total) })}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onOpenDrawer}
          className={`${buttonStyles.outline} px-4 py-2 text-sm lg:hidden`}
          aria-expanded={drawerOpen}
          aria-controls="filter-drawer"
        >
          {activeFilters ? t("toolbar.filtersCount", { n: formatNumber(activeFilters) }) : t("toolbar.filters")}
        </button>
        <div role="group" aria-label={t("toolbar.layout")} className="flex rounded-full border border-stone-300 bg-white p-0.5">
          {(["grid", "list"] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => go(filter, page, v)}
              className={`rounded-full px-3 py-1.5 text-sm font-semibold capitalize ${view === v ? "bg-brand-700 text-white" : "text-stone-700"}`}
            >
              {t(`toolbar.${v}`)}
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => void q.refetch()}
          aria-label={t("toolbar.refresh")}
          title={t("toolbar.refresh")}
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
  );
}
