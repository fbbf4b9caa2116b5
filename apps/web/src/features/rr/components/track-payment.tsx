import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { formatDate, formatPaise } from "@/lib/format";
import { rrNs } from "@/lib/locales/rr";
import { localName } from "@/lib/plan-name";
import { useRrPayments } from "../api/reports";
import { panelCard, smallButton } from "./ui";

/** Track Payment: the referred members' payments and the commission each earned. */
export function TrackPayment() {
  const { t, i18n } = useTranslation(rrNs);
  const [page, setPage] = useState(1);
  const q = useRrPayments(page);
  const payments = q.data?.payments ?? [];
  const pages = q.data?.pagination;
  const status = { due: t("payments.due"), paid: t("payments.paidOut"), reversed: t("payments.reversed") };
  return (
    <section className={panelCard} aria-labelledby="rr-pay-title">
      <h2 id="rr-pay-title" className="text-lg font-bold text-brand-900">
        {t("payments.title")}
      </h2>
      {q.isPending ? (
        <p className="mt-4 text-sm text-stone-500">{t("loading")}</p>
      ) : payments.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 px-4 py-10 text-center text-stone-600">{t("payments.empty")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-100">
          {payments.map((p) => (
            <li key={p.orderId} className="flex flex-wrap items-start justify-between gap-2 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">
                  {p.memberName} <span className="text-xs font-normal text-stone-500">{p.memberId}</span>
                </p>
                <p className="text-stone-600">
                  {localName(p.planName, p.planNameBn, i18n.language)} · {formatDate(p.paidAt)}
                  {p.status !== "paid" && <span className="ml-2 text-red-700">{t(`payments.${p.status}`)}</span>}
                </p>
                <p className="text-xs text-stone-500">
                  {t("payments.amounts", { amount: formatPaise(p.amountPaise, true), net: formatPaise(p.netPaise, true) })}
                </p>
              </div>
              <div className="text-right">
                <p className="font-bold text-brand-800 tabular-nums">{formatPaise(p.commissionPaise, true)}</p>
                <p className="text-xs text-stone-500">
                  {p.commissionStatus === "reversed" && p.status === "bounced" ? t("payments.reversedBounce") : status[p.commissionStatus]}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages && pages.totalPages > 1 && (
        <div className="mt-4 flex items-center justify-between text-sm">
          <button type="button" className={smallButton} disabled={!pages.hasPrev} onClick={() => setPage((n) => n - 1)}>
            {t("previous")}
          </button>
          <span>{t("pageOf", { page: pages.currentPage, pages: pages.totalPages })}</span>
          <button type="button" className={smallButton} disabled={!pages.hasNext} onClick={() => setPage((n) => n + 1)}>
            {t("next")}
          </button>
        </div>
      )}
    </section>
  );
}
