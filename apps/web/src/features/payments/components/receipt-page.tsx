import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonStyles } from "@/components/button-styles";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/skeleton";
import { usePageMeta } from "@/lib/use-page-meta";
import { useReceipt } from "../api/get-receipt";
import { errorText } from "@/lib/error-text";
import { formatDate, formatNumber, formatRupees } from "@/lib/format";
import { paymentsNs } from "@/lib/locales/payments";

/** A paid order's receipt, laid out to print on one page (the site's header and footer are not printed). */
export function ReceiptPage({ id }: { id: string }) {
  const { t } = useTranslation(paymentsNs);
  usePageMeta(t("receipt.title"));
  const q = useReceipt(id);
  if (q.isPending) return <Skeleton rows={4} label={t("receipt.loading")} />;
  if (q.isError) return <LoadError message={errorText(q.error)} retry={() => void q.refetch()} />;
  const r = q.data;
  const row = (label: string, value: string, strong = false) => (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-stone-600">{label}</dt>
      <dd className={`text-right tabular-nums ${strong ? "font-bold text-stone-900" : "text-stone-900"}`}>{value}</dd>
    </div>
  );
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap justify-between gap-3 print:hidden">
        <Link to="/dashboard/payments" className={buttonStyles.outline}>
          {t("receipt.history")}
        </Link>
        <button type="button" onClick={() => window.print()} className={buttonStyles.primary}>
          {t("receipt.print")}
        </button>
      </div>
      <article className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 print:border-0 print:shadow-none">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-stone-200 pb-4">
          <div>
            <p className="font-display text-2xl font-semibold text-brand-800">{r.seller.name}</p>
            {r.seller.gstin && <p className="text-sm text-stone-600">{t("receipt.gstin", { gstin: r.seller.gstin })}</p>}
          </div>
          <div className="text-right">
            <h1 className="text-lg font-semibold text-stone-900">{t("receipt.title")}</h1>
            <p className="font-mono text-sm text-stone-700" data-testid="receipt-number">
              {r.number}
            </p>
            <p className="text-sm text-stone-600">{formatDate(r.issuedAt, "long")}</p>
            {r.status !== "paid" && (
              <p className="mt-1 rounded bg-red-100 px-2 py-0.5 text-xs font-bold text-red-800">{t(`receipt.${r.status}`)}</p>
            )}
          </div>
        </header>
        <section className="grid gap-4 border-b border-stone-200 py-4 text-sm sm:grid-cols-2">
          <div>
            <h2 className="text-xs font-semibold tracking-wider text-stone-500 uppercase">{t("receipt.receivedFrom")}</h2>
            <p className="mt-1 font-semibold text-stone-900">{r.member.name}</p>
            {r.member.adId && <p className="text-stone-700">{t("receipt.ad", { id: r.member.adId })}</p>}
            <p className="text-stone-700">{r.location}</p>
            {r.member.email && <p className="text-stone-700">{r.member.email}</p>}
          </div>
          <div className="sm:text-right">
            <h2 className="text-xs font-semibold tracking-wider text-stone-500 uppercase">{t("receipt.payment")}</h2>
            {/* The label outside the monospace font, which has no Bengali letters. */}
            <p className="mt-1 text-xs break-all text-stone-700">
              {t("receipt.orderLabel")} <span className="font-mono">{r.orderId}</span>
            </p>
            <p className="text-xs break-all text-stone-700">
              {t("receipt.paymentLabel")} <span className="font-mono">{r.paymentId}</span>
            </p>
          </div>
        </section>
        <dl className="divide-y divide-stone-100 py-2 text-sm">
          {row(r.planName, formatRupees(r.amount))}
          {row(t("receipt.taxable"), formatRupees(r.taxable))}
          {row(t("receipt.gst", { rate: formatNumber(r.gstRatePercent) }), formatRupees(r.gst))}
          {row(t("receipt.total"), formatRupees(r.amount), true)}
        </dl>
        <p className="mt-4 text-xs text-stone-500">{t("receipt.note")}</p>
      </article>
    </div>
  );
}
