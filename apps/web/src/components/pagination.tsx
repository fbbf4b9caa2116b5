import { useTranslation } from "@/lib/i18n";
import { partsNs } from "@/lib/locales/parts";
import { formatNumber } from "@/lib/format";

/** At most five page numbers around the current page. */
export function pageWindow(page: number, totalPages: number): number[] {
  const from = Math.max(1, Math.min(page - 2, totalPages - 4));
  return Array.from({ length: Math.min(5, totalPages) }, (_, i) => from + i);
}

/** A screen's own words for the pager; the site's "← Previous" / "Next →" otherwise. */
export type PagerLabels = { label?: string; previous?: string; next?: string; summary?: string };

// Every state keeps its text at full contrast: a disabled button turns grey on grey (never faded by opacity),
// and only the border and shadow animate, so a check taken mid-change never sees half-transparent text.
const btn =
  "min-w-10 rounded-full border px-3 py-2 text-sm font-semibold transition-[border-color,box-shadow] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const idle = "border-stone-300 bg-white text-stone-800 hover:border-brand-300";
const off = "disabled:cursor-not-allowed disabled:border-stone-200 disabled:bg-stone-100 disabled:text-stone-600";

/** The one pager: previous/next and a window of page numbers (drawn only when there is more than one page). */
export function Pagination({
  page,
  totalPages,
  onPage,
  labels = {},
  className = "mt-8 justify-center",
}: {
  page: number;
  totalPages: number;
  onPage: (p: number) => void;
  labels?: PagerLabels;
  className?: string;
}) {
  const { t } = useTranslation(partsNs);
  // One page: nothing to move to; a screen that says where it is ("Page 1 of 1") still says so.
  if (totalPages <= 1) return labels.summary ? <p className={`flex text-sm text-stone-600 ${className}`}>{labels.summary}</p> : null;
  const pages = pageWindow(page, totalPages);
  return (
    <nav aria-label={labels.label ?? t("pagination.label")} className={`flex flex-wrap items-center gap-1.5 ${className}`}>
      <button type="button" className={`${btn} ${idle} ${off}`} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous ?? t("pagination.previous")}
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          aria-current={p === page ? "page" : undefined}
          onClick={() => onPage(p)}
          className={`${btn} ${p === page ? "border-brand-700 bg-brand-700 text-white" : idle}`}
        >
          {formatNumber(p)}
        </button>
      ))}
      {labels.summary && <span className="px-1 text-sm text-stone-600">{labels.summary}</span>}
      <button type="button" className={`${btn} ${idle} ${off}`} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {labels.next ?? t("pagination.next")}
      </button>
    </nav>
  );
}
