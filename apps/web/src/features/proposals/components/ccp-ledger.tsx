import { useTranslation } from "@/lib/i18n";
import { Pagination } from "@/components/pagination";
import type { usePoints } from "../api/get-points";
import { formatDate, formatNumber } from "@/lib/format";
import { proposalsNs } from "@/lib/locales/proposals";
import { useLedgerReason } from "@/lib/ledger-reason";
import { EmptyState, ListSkeleton } from "@/components/page-shell";
import { Chips } from "@/components/tabs";

export type LedgerKind = "all" | "proposal" | "ccp";
const kindLabel = { proposal: "ccp.proposalPoints", ccp: "ccp.ccp", telecaller: "ccp.telecallerCalls" } as const;

/** The points ledger, filtered by kind, a page at a time. */
export function CcpLedger({
  q,
  kind,
  onKind,
  onPage,
}: {
  q: ReturnType<typeof usePoints>;
  kind: LedgerKind;
  onKind: (k: LedgerKind) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(proposalsNs);
  const ledgerReason = useLedgerReason(q.data?.ledger.map((e) => e.reason));
  return (
    <section aria-labelledby="ledger-title" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ledger-title" className="font-display text-2xl font-semibold text-stone-900">
          {t("ccp.history")}
        </h2>
        <Chips
          label={t("ccp.filter")}
          value={kind}
          onChange={onKind}
          options={[
            { value: "all", label: t("ccp.all") },
            { value: "proposal", label: t("ccp.proposalPoints") },
            { value: "ccp", label: t("ccp.ccp") },
          ]}
        />
      </div>
      <div className="mt-3">
        {q.isPending ? (
          <ListSkeleton rows={2} label={t("ccp.loadingHistory")} />
        ) : q.data && q.data.ledger.length === 0 ? (
          <EmptyState title={t("ccp.emptyTitle")} text={t("ccp.emptyText")} />
        ) : q.data ? (
          <>
            <ul
              className={`divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white ${q.isPlaceholderData ? "opacity-60" : ""}`}
            >
              {q.data.ledger.map((e) => (
                <li key={e.id} className="flex items-center gap-3 px-4 py-3">
                  <span
                    className={`w-12 shrink-0 text-right font-semibold tabular-nums ${e.delta > 0 ? "text-emerald-700" : "text-stone-900"}`}
                  >
                    {e.delta > 0 ? `+${formatNumber(e.delta)}` : formatNumber(e.delta)}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm text-stone-900">{ledgerReason(e.reason)}</p>
                    <p className="text-xs text-stone-500">
                      {t(kindLabel[e.kind])} · {formatDate(e.createdAt)}
                    </p>
                  </div>
                  <span className="shrink-0 text-xs text-stone-500">
                    {t("ccp.balanceAfter", { balance: formatNumber(e.balanceAfter) })}
                  </span>
                </li>
              ))}
            </ul>
            <Pagination page={q.data.page} totalPages={q.data.totalPages} onPage={onPage} />
          </>
        ) : null}
      </div>
    </section>
  );
}
