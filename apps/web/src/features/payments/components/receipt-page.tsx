import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/skeleton";
import { usePlanText } from "@/features/plans";
import { usePageMeta } from "@/lib/use-page-meta";
import { useReceipt } from "../api/get-receipt";
import { errorText } from "@/lib/error-text";
import { formatDate, formatNumber, formatRupees } from "@/lib/format";
import { paymentsNs } from "@/lib/locales/payments";
import { AmountRow, DocumentShell, MemberBlock, SellerBlock } from "./money-document";

/**
 * A paid order's receipt, laid out to print on one page (the site's header and footer are not
 * printed). A refunded one says so, names its credit note and shows the amount net of the refund.
 */
export function ReceiptPage({ id }: { id: string }) {
  const { t } = useTranslation(paymentsNs);
  usePageMeta(t("receipt.title"));
  const q = useReceipt(id);
  const plan = usePlanText({ name: q.data?.planName ?? "", nameBn: q.data?.planNameBn, description: "" });
  if (q.isPending) return <Skeleton rows={4} label={t("receipt.loading")} />;
  if (q.isError) return <LoadError message={errorText(q.error)} retry={() => void q.refetch()} />;
  const r = q.data;
  const note = r.creditNote;
  const links = [{ to: "/dashboard/payments", label: t("receipt.history") }];
  if (note) links.push({ to: `/credit-note/${id}`, label: t("receipt.viewCreditNote") });
  return (
    <DocumentShell links={links} print={t("receipt.print")}>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-stone-200 pb-4">
        <SellerBlock seller={r.seller} />
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
        <MemberBlock title={t("receipt.receivedFrom")} member={r.member} location={r.location} />
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
        <AmountRow label={plan.name} value={formatRupees(r.amount)} />
        <AmountRow label={t("receipt.taxable")} value={formatRupees(r.taxable)} />
        <AmountRow label={t("receipt.gst", { rate: formatNumber(r.gstRatePercent) })} value={formatRupees(r.gst)} />
        <AmountRow label={t("receipt.total")} value={formatRupees(r.amount)} strong={!note} />
        {note && (
          <>
            <AmountRow
              testId="receipt-refund"
              label={
                <Link to={`/credit-note/${id}`} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                  {t("receipt.refundedBy", { number: note.number, date: formatDate(note.issuedAt, "long") })}
                </Link>
              }
              value={`− ${formatRupees(note.amount)}`}
            />
            <AmountRow testId="receipt-net" label={t("receipt.net")} value={formatRupees(r.net)} strong />
          </>
        )}
      </dl>
      <p className="mt-4 text-xs text-stone-500">{t("receipt.note")}</p>
    </DocumentShell>
  );
}
