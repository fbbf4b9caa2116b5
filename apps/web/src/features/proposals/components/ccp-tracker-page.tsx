import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import { buttonStyles } from "@/components/button-styles";
import { Pagination } from "@/components/pagination";
import { useContactViews, type ContactViewDirection } from "../api/get-contact-views";
import { usePoints, type PointsParams } from "../api/get-points";
import { formatDate, formatNumber } from "@/lib/format";
import { proposalsNs } from "@/lib/locales/proposals";
import { useLedgerReason } from "@/lib/ledger-reason";
import { EmptyState, ErrorState, ListSkeleton, PageShell } from "@/components/page-shell";
import { Party } from "./party";
import { Chips } from "@/components/tabs";

type Kind = "all" | "proposal" | "ccp";
const kindLabel = { proposal: "ccp.proposalPoints", ccp: "ccp.ccp", telecaller: "ccp.telecallerCalls" } as const;

/** /dashboard/ccp: "My CCP Tracker": balances and limits, the points ledger, and contact views both ways. */
export function CcpTrackerPage() {
  const { t } = useTranslation(proposalsNs);
  const [kind, setKind] = useState<Kind>("all");
  const [page, setPage] = useState(1);
  const params: PointsParams = { page, limit: 10, kind: kind === "all" ? undefined : kind };
  const q = usePoints(params);
  const ledgerReason = useLedgerReason(q.data?.ledger.map((e) => e.reason));

  return (
    <PageShell
      title={t("ccp.title")}
      intro={t("ccp.intro")}
      aside={
        <Link to="/plans" className={`${buttonStyles.gold} py-2 text-sm`}>
          {t("ccp.getMore")}
        </Link>
      }
    >
      {q.isPending ? (
        <BalancesSkeleton />
      ) : q.isError && !q.data ? (
        <ErrorState error={q.error} what={t("ccp.what")} onRetry={() => void q.refetch()} />
      ) : (
        <section aria-label={t("ccp.balances")} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat label={t("ccp.proposalPoints")} value={formatNumber(q.data.proposalPoints)} note={t("ccp.proposalPointsNote")} />
          <Stat label={t("ccp.ccp")} value={formatNumber(q.data.ccp)} note={t("ccp.ccpNote")} />
          <Stat
            label={t("ccp.thisMonth")}
            value={`${formatNumber(q.data.sentThisMonth)}/${formatNumber(q.data.monthlyLimit)}`}
            bar={q.data.sentThisMonth / q.data.monthlyLimit}
          />
          <Stat
            label={t("ccp.today")}
            value={`${formatNumber(q.data.contactViewsToday)}/${formatNumber(q.data.dailyContactLimit)}`}
            bar={q.data.contactViewsToday / q.data.dailyContactLimit}
          />
          {q.data.telecallerCalls > 0 && (
            <Stat label={t("ccp.telecallerCalls")} value={formatNumber(q.data.telecallerCalls)} note={t("ccp.telecallerCallsNote")} />
          )}
        </section>
      )}

      <section aria-labelledby="ledger-title" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="ledger-title" className="font-display text-2xl font-semibold text-stone-900">
            {t("ccp.history")}
          </h2>
          <Chips
            label={t("ccp.filter")}
            value={kind}
            onChange={(k) => {
              setKind(k);
              setPage(1);
            }}
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
              <Pagination page={q.data.page} totalPages={q.data.totalPages} onPage={setPage} />
            </>
          ) : null}
        </div>
      </section>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <Views direction="by_me" title={t("ccp.byMe")} emptyText={t("ccp.byMeEmpty")} />
        <Views direction="of_me" title={t("ccp.ofMe")} emptyText={t("ccp.ofMeEmpty")} />
      </div>
    </PageShell>
  );
}

function Stat({ label, value, note, bar }: { label: string; value: number | string; note?: string; bar?: number }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</p>
      <p className="mt-1 font-display text-3xl font-semibold text-brand-800 tabular-nums">{value}</p>
      {bar !== undefined ? (
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-stone-100" aria-hidden>
          <div
            className={`h-full rounded-full ${bar >= 1 ? "bg-red-600" : "bg-brand-600"}`}
            style={{ width: `${Math.min(100, Math.round(bar * 100))}%` }}
          />
        </div>
      ) : (
        note && <p className="mt-1 text-xs text-stone-500">{note}</p>
      )}
    </div>
  );
}

function BalancesSkeleton() {
  const { t } = useTranslation(proposalsNs);
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t("ccp.loadingBalances")}
      className="grid animate-pulse grid-cols-2 gap-3 lg:grid-cols-4"
    >
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-24 rounded-2xl bg-stone-200" />
      ))}
    </div>
  );
}

function Views({ direction, title, emptyText }: { direction: ContactViewDirection; title: string; emptyText: string }) {
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
