import { useTranslation } from "@/lib/i18n";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/skeleton";
import { usePlanText } from "@/features/plans";
import { usePageMeta } from "@/lib/use-page-meta";
import { useCreditNote } from "../api/get-credit-note";
import { errorText } from "@/lib/error-text";
import { formatDate, formatNumber, formatRupees } from "@/lib/format";
import { paymentsNs } from "@/lib/locales/payments";
import { AmountRow, DocumentShell, MemberBlock, SellerBlock } from "./money-document";

/** The credit note a refund issued: its number, the receipt it reverses and the GST reversed, printable like the receipt. */
export function CreditNotePage({ id }: { id: string }) {
  const { t } = useTranslation(paymentsNs);
  usePageMeta(t("creditNote.title"));
  const q = useCreditNote(id);
  const plan = usePlanText({ name: q.data?.planName ?? "", nameBn: q.data?.planNameBn, description: "" });
  if (q.isPending) return <Skeleton rows={4} label={t("creditNote.loading")} />;
  if (q.isError) return <LoadError message={errorText(q.error)} retry={() => void q.refetch()} />;
  const c = q.data;
  const links = [
    { to: "/dashboard/payments", label: t("receipt.history") },
    { to: `/receipt/${id}`, label: t("creditNote.viewReceipt") },
  ];
  return (
    <DocumentShell links={links} print={t("creditNote.print")}>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-stone-200 pb-4">
        <SellerBlock seller={c.seller} />
        <div className="text-right">
          <h1 className="text-lg font-semibold text-stone-900">{t("creditNote.title")}</h1>
          <p className="font-mono text-sm text-stone-700" data-testid="credit-note-number">
            {c.number}
          </p>
          <p className="text-sm text-stone-600">{formatDate(c.issuedAt, "long")}</p>
        </div>
      </header>
      <section className="grid gap-4 border-b border-stone-200 py-4 text-sm sm:grid-cols-2">
        <MemberBlock title={t("creditNote.issuedTo")} member={c.member} />
        <div className="sm:text-right">
          <h2 className="text-xs font-semibold tracking-wider text-stone-500 uppercase">{t("creditNote.refund")}</h2>
          <p className="mt-1 text-stone-700" data-testid="credit-note-receipt">
            {t("creditNote.against", { number: c.receiptNumber, date: formatDate(c.receiptIssuedAt, "long") })}
          </p>
          <p className="text-xs break-all text-stone-700">
            {t("receipt.orderLabel")} <span className="font-mono">{c.orderId}</span>
          </p>
          {c.refundId && (
            <p className="text-xs break-all text-stone-700">
              {t("creditNote.refundLabel")} <span className="font-mono">{c.refundId}</span>
            </p>
          )}
        </div>
      </section>
      <dl className="divide-y divide-stone-100 py-2 text-sm">
        <AmountRow label={t("creditNote.refundOf", { plan: plan.name })} value={formatRupees(c.amount)} />
        <AmountRow label={t("creditNote.taxable")} value={formatRupees(c.taxable)} />
        <AmountRow label={t("creditNote.gst", { rate: formatNumber(c.gstRatePercent) })} value={formatRupees(c.gst)} />
        <AmountRow label={t("creditNote.total")} value={formatRupees(c.amount)} strong />
      </dl>
      <p className="mt-4 text-xs text-stone-500">{t("creditNote.note")}</p>
    </DocumentShell>
  );
}
