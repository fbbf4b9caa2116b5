import { useTranslation } from "@/lib/i18n";
import type { usePoints } from "../api/get-points";
import { formatNumber } from "@/lib/format";
import { proposalsNs } from "@/lib/locales/proposals";
import { ErrorState } from "@/components/page-shell";

/** The balances and limits: proposal points, CCP, this month's proposals and today's contact views, telecaller calls. */
export function CcpBalances({ q }: { q: ReturnType<typeof usePoints> }) {
  const { t } = useTranslation(proposalsNs);
  return q.isPending ? (
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
