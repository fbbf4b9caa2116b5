import { useTranslation } from "@/lib/i18n";
import type { TAdminOrdersData } from "@app/contract";
import { formatNumber, formatPaise } from "@/lib/format";

function Total({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <div className="rounded-xl bg-stone-50 px-3 py-2">
      <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="text-lg font-bold text-stone-900 tabular-nums">
        {value}
        {sub && <span className="ml-1 text-xs font-medium text-stone-500">{sub}</span>}
      </dd>
    </div>
  );
}

/** The sums of the orders the filter finds: how many, paid, refunded, bounced (each with its count) and the discounts. */
export function PaymentsTotals({ totals }: { totals: TAdminOrdersData["totals"] }) {
  const { t } = useTranslation();
  return (
    <dl className="mt-4 grid grid-cols-2 gap-2 md:grid-cols-3 xl:grid-cols-5" aria-live="polite">
      <Total label={t("adminMoney.payments.totalsOrders")} value={formatNumber(totals.orders)} />
      <Total label={t("adminMoney.payments.totalsPaid")} value={formatPaise(totals.paidPaise)} sub={`(${formatNumber(totals.paid)})`} />
      <Total
        label={t("adminMoney.payments.totalsRefunded")}
        value={formatPaise(totals.refundedPaise)}
        sub={`(${formatNumber(totals.refunded)})`}
      />
      <Total
        label={t("adminMoney.payments.totalsBounced")}
        value={formatPaise(totals.bouncedPaise)}
        sub={`(${formatNumber(totals.bounced)})`}
      />
      <Total label={t("adminMoney.payments.totalsDiscount")} value={formatPaise(totals.discountPaise)} />
    </dl>
  );
}
