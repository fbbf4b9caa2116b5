import { useTranslation } from "react-i18next";
import { partsNs } from "@/lib/locales/parts";
import { formatNumber } from "@/lib/format";

/** At most five page numbers around the current page. */
export function pageWindow(page: number, totalPages: number): number[] {
  const from = Math.max(1, Math.min(page - 2, totalPages - 4));
  return Array.from({ length: Math.min(5, totalPages) }, (_, i) => from + i);
}

/** Page numbers with previous/next; shows a window of pages around the current one. */
export function Pagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (p: number) => void }) {
  const { t } = useTranslation(partsNs);
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  const btn = "min-w-10 rounded-full px-3 py-2 text-sm font-semibold transition disabled:opacity-40";
  return (
    <nav aria-label={t("pagination.label")} className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        className={`${btn} border border-stone-300 bg-white hover:border-brand-200`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t("pagination.previous")}
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          aria-current={p === page ? "page" : undefined}
          onClick={() => onPage(p)}
          className={`${btn} ${p === page ? "bg-brand-700 text-white" : "border border-stone-300 bg-white text-stone-700 hover:border-brand-200"}`}
        >
          {formatNumber(p)}
        </button>
      ))}
      <button
        type="button"
        className={`${btn} border border-stone-300 bg-white hover:border-brand-200`}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t("pagination.next")}
      </button>
    </nav>
  );
}
