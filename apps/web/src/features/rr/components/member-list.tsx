import { useTranslation } from "@/lib/i18n";
import { useDebouncedSearch } from "@/lib/use-debounced-search";
import { rrNs } from "@/lib/locales/rr";
import { formatNumber, formatRupees } from "@/lib/format";
import { DataTable } from "@/components/data-table/data-table";
import { ListBody } from "@/components/data-table/list-page";
import { Pagination } from "@/components/pagination";
import { useReferredMembers } from "../api/referred-members";
import { useMemberColumns } from "./member-columns";
import { input, panelCard, smallButton } from "./ui";

export const searchDebounceMs = 500;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white px-4 py-3">
      <p className="text-xs text-stone-500">{label}</p>
      <p className="text-xl font-bold text-brand-900 tabular-nums">{value}</p>
    </div>
  );
}

/** Member List ("My Referred Members"): totals, search (debounced 500 ms), Refresh, the table, "Page X of Y". */
export function MemberList() {
  const { t } = useTranslation(rrNs);
  const { text, setText, search, page, setPage } = useDebouncedSearch(searchDebounceMs);
  const q = useReferredMembers(page, search);
  // A failed fetch shows an empty list (the spec's behaviour).
  const members = q.data?.members ?? [];
  const stats = q.data?.stats ?? { totalMembers: 0, activeMembers: 0, totalCommissionEarned: 0 };
  const pages = q.data?.pagination ?? { currentPage: 1, totalPages: 1, hasNext: false, hasPrev: false, totalCount: 0 };
  const { columns, card } = useMemberColumns();

  return (
    <section className={panelCard} aria-labelledby="rr-members-title">
      <h2 id="rr-members-title" className="text-lg font-bold text-brand-900">
        {t("members.title")}
      </h2>
      <div className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
        <Stat label={t("members.total")} value={formatNumber(stats.totalMembers)} />
        <Stat label={t("members.activeCount")} value={formatNumber(stats.activeMembers)} />
        <Stat label={t("members.commission")} value={formatRupees(stats.totalCommissionEarned)} />
      </div>
      <div className="mt-4 flex gap-2">
        <label className="sr-only" htmlFor="rr-member-search">
          {t("members.search")}
        </label>
        <input
          id="rr-member-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("members.search")}
          className={input.replace("mt-1 ", "")}
        />
        <button type="button" className={smallButton} onClick={() => void q.refetch()} disabled={q.isFetching}>
          {t("members.refresh")}
        </button>
      </div>
      <div className="mt-4">
        <ListBody
          padded={false}
          // A failed fetch shows an empty list (the spec's behaviour).
          query={{ isPending: q.isPending, isError: false, refetch: q.refetch }}
          loading={t("loading")}
          error={{ message: "" }}
          isEmpty={members.length === 0}
          empty={{ title: t("members.empty"), text: search ? t("members.noMatch", { term: search }) : t("members.emptyHint") }}
        >
          <DataTable label={t("members.title")} rows={members} rowKey={(m) => m.id} columns={columns} card={card} />
        </ListBody>
      </div>
      <Pagination
        page={pages.currentPage}
        totalPages={pages.totalPages}
        onPage={setPage}
        className="mt-4 justify-center"
        labels={{ previous: t("previous"), next: t("next"), summary: t("pageOf", { page: pages.currentPage, pages: pages.totalPages }) }}
      />
    </section>
  );
}
