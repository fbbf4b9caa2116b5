import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import type { TOrderStatus } from "@app/contract";
import { usePageMeta } from "@/lib/use-page-meta";
import { usePayments } from "../api/get-payments";
import { errorText } from "@/lib/error-text";
import { formatDate, formatRupees } from "@/lib/format";
import { localName } from "@/lib/plan-name";
import { dashboardNs } from "@/lib/locales/dashboard";
import { Card } from "@/components/card";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Skeleton } from "@/components/skeleton";

const statusStyle: Record<TOrderStatus, string> = {
  paid: "bg-emerald-100 text-emerald-800",
  created: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-800",
  expired: "bg-stone-200 text-stone-700",
  refunded: "bg-sky-100 text-sky-800",
  bounced: "bg-red-100 text-red-800",
};

/** My Payments History: every order with its status and, once paid, its receipt; and the plans held. */
export function PaymentsPage() {
  const { t, i18n } = useTranslation(dashboardNs);
  usePageMeta(t("payments.title"));
  const q = usePayments();
  return (
    <div className="space-y-5">
      <PageHeader title={t("payments.title")} text={t("payments.text")} />
      {q.isPending ? (
        <Skeleton rows={2} label={t("payments.loading")} />
      ) : q.isError ? (
        <LoadError message={errorText(q.error)} retry={() => void q.refetch()} />
      ) : (
        <>
          {q.data.payments.length === 0 ? (
            <EmptyState
              title={t("payments.emptyTitle")}
              text={t("payments.emptyText")}
              action={{ label: t("payments.seePlans"), to: "/plans" }}
            />
          ) : (
            <Card>
              <ul className="divide-y divide-stone-100" aria-label={t("payments.list")}>
                {q.data.payments.map((p) => {
                  return (
                    <li
                      key={p.id}
                      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 text-sm"
                      data-testid="payment-row"
                    >
                      <div className="min-w-0">
                        <p className="font-semibold text-stone-900">{localName(p.planName, p.planNameBn, i18n.language)}</p>
                        <p className="text-stone-600">
                          {formatDate(p.paidAt ?? p.createdAt)} · <span className="font-mono text-xs break-all">{p.orderId}</span>
                        </p>
                        {p.status === "bounced" && p.paidAt && (
                          <p className="text-red-800">{t("payments.bouncedNote", { date: formatDate(p.paidAt) })}</p>
                        )}
                      </div>
                      <div className="flex items-center gap-3">
                        <span className="font-semibold tabular-nums">{formatRupees(p.amount)}</span>
                        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${statusStyle[p.status]}`}>
                          {t(`payments.status.${p.status}`)}
                        </span>
                        {p.receiptNumber && (
                          <Link to={`/receipt/${p.id}`} className="font-semibold text-brand-700 hover:underline">
                            {t("payments.receipt")}
                            <span className="sr-only"> {p.receiptNumber}</span>
                          </Link>
                        )}
                        {p.creditNoteNumber && (
                          <Link to={`/credit-note/${p.id}`} className="font-semibold text-brand-700 hover:underline">
                            {t("payments.creditNote")}
                            <span className="sr-only"> {p.creditNoteNumber}</span>
                          </Link>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </Card>
          )}
          {q.data.plans.length > 0 && (
            <Card>
              <h2 className="font-semibold text-stone-900">{t("payments.yourPlans")}</h2>
              <ul className="mt-2 divide-y divide-stone-100 text-sm">
                {q.data.plans.map((p) => (
                  <li key={`${p.planId}-${p.startsAt}`} className="flex flex-wrap justify-between gap-2 py-2">
                    <span className="font-medium">{localName(p.planName, p.planNameBn, i18n.language)}</span>
                    <span className="text-stone-600">
                      {p.endsAt
                        ? t("payments.fromTo", { from: formatDate(p.startsAt), to: formatDate(p.endsAt) })
                        : t("payments.fromTillMarriage", { from: formatDate(p.startsAt) })}
                    </span>
                  </li>
                ))}
              </ul>
              <Link to="/plans" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
                {t("payments.upgrade")}
              </Link>
            </Card>
          )}
        </>
      )}
    </div>
  );
}
