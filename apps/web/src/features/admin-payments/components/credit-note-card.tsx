import { useTranslation } from "@/lib/i18n";
import { Skeleton } from "@/components/skeleton";
import { formatDate, formatRupees } from "@/lib/format";
import { Card } from "@/components/card";
import { useAdminCreditNote } from "../api/money";

/** The credit note a refund of the order issued: its number, the receipt it reverses and the GST it reverses. */
export function CreditNoteCard({ orderId, number }: { orderId: string; number: string }) {
  const { t } = useTranslation();
  const q = useAdminCreditNote(orderId, true);
  return (
    <Card>
      <h2 className="text-base font-semibold text-stone-900">{t("adminMoney.payments.creditNoteTitle", { number })}</h2>
      {q.isPending ? (
        <Skeleton rows={2} label={t("adminMoney.common.loading")} />
      ) : q.isError ? (
        <p className="mt-2 text-sm text-red-700">{q.error.message || t("adminMoney.common.loadFailed")}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-600">
            {t("adminMoney.payments.creditNoteText", {
              date: formatDate(q.data.issuedAt, "dateTime"),
              receipt: q.data.receiptNumber,
              amount: formatRupees(q.data.amount),
            })}
          </p>
          <dl className="mt-3 grid max-w-md gap-1 text-sm" data-testid="admin-credit-note">
            {(
              [
                ["creditNoteTaxable", q.data.taxable],
                ["creditNoteGst", q.data.gst],
                ["creditNoteTotal", q.data.amount],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="flex justify-between gap-4">
                <dt className="text-stone-600">{t(`adminMoney.payments.${key}`)}</dt>
                <dd className="font-semibold tabular-nums">{formatRupees(value)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Card>
  );
}
