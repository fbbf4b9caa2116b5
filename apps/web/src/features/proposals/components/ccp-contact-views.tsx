import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { Pagination } from "@/components/pagination";
import { useContactViews, type ContactViewDirection } from "../api/get-contact-views";
import { formatDate } from "@/lib/format";
import { proposalsNs } from "@/lib/locales/proposals";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-shell";
import { Party } from "./party";

/** The contacts viewed one way (by the member, or of the member's ad), a page at a time. */
export function Views({ direction, title, emptyText }: { direction: ContactViewDirection; title: string; emptyText: string }) {
  const { t } = useTranslation(proposalsNs);
  const [page, setPage] = useState(1);
  const q = useContactViews(direction, page);
  const id = `views-${direction}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-display text-2xl font-semibold text-stone-900">
        {title}
      </h2>
      <div className="mt-3">
        {q.isPending ? (
          <ListSkeleton rows={2} label={t("ccp.loadingViews", { what: title.toLowerCase() })} />
        ) : q.isError && !q.data ? (
          <ErrorState error={q.error} what={title.toLowerCase()} onRetry={() => void q.refetch()} />
        ) : q.data.views.length === 0 ? (
          <EmptyState title={t("ccp.noOne")} text={emptyText} />
        ) : (
          <>
            <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white">
              {q.data.views.map((v) => (
                <li key={`${v.other.profileId}-${v.viewedAt}`} className="flex items-center justify-between gap-3 px-4 py-3">
                  <Party p={v.other} size="sm" />
                  <div className="shrink-0 text-right text-xs text-stone-500">
                    <p>{formatDate(v.viewedAt)}</p>
                    <p>{v.via === "ccp" ? t("ccp.withCcp") : t("ccp.withPlan")}</p>
                  </div>
                </li>
              ))}
            </ul>
            <Pagination page={q.data.page} totalPages={q.data.totalPages} onPage={setPage} />
          </>
        )}
      </div>
    </section>
  );
}
