import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import type { TAdminOrder } from "@app/contract";
import type { Column } from "@/components/data-table/data-table";
import { formatDate, formatPaise } from "@/lib/format";
import { localName } from "@/lib/plan-name";
import { useAdminBase } from "@/features/admin-auth";
import { MoneyStatus } from "./money-status";

/** A cheque that bounced after clearing: when it had cleared. */
function BouncedNote({ order, block = false }: { order: TAdminOrder; block?: boolean }) {
  const { t } = useTranslation();
  if (order.status !== "bounced" || !order.paidAt) return null;
  return (
    <span className={`text-xs text-stone-500 ${block ? "block" : ""}`}>
      {t("adminMoney.payments.clearedOn", { date: formatDate(order.paidAt, "dateTime") })}
    </span>
  );
}

/** The orders' columns on a laptop, and an order's card on a phone. */
export function usePaymentColumns(): { columns: Column<TAdminOrder>[]; card: (o: TAdminOrder) => ReactNode } {
  const { t, i18n } = useTranslation();
  const base = useAdminBase();
  const plan = (o: TAdminOrder) => localName(o.planName, o.planNameBn, i18n.language);
  const columns: Column<TAdminOrder>[] = [
    {
      id: "created",
      header: t("adminMoney.payments.created"),
      cell: (o) => formatDate(o.createdAt, "dateTime"),
      className: "whitespace-nowrap text-stone-700",
    },
    {
      id: "member",
      header: t("adminMoney.common.member"),
      cell: (o) =>
        o.member ? (
          <Link to={`${base}/member/${o.member.memberId}`} className="font-medium text-brand-800 hover:underline">
            {o.member.name}
            {o.member.adId && <span className="block text-xs text-stone-600">{o.member.adId}</span>}
          </Link>
        ) : (
          <span className="text-stone-600">{t("adminMoney.common.erased")}</span>
        ),
    },
    {
      id: "plan",
      header: t("adminMoney.common.plan"),
      cell: (o) => (
        <>
          {plan(o)}
          <span className="block text-xs text-stone-600">{t(`adminMoney.providers.${o.provider}`, { defaultValue: o.provider })}</span>
        </>
      ),
    },
    {
      id: "amount",
      header: t("adminMoney.common.amount"),
      className: "text-right font-semibold whitespace-nowrap tabular-nums",
      cell: (o) => (
        <>
          {formatPaise(o.amountPaise)}
          {o.promoCode && (
            <span className="block text-xs font-normal text-emerald-700">
              {o.promoCode} −{formatPaise(o.discountPaise)}
            </span>
          )}
        </>
      ),
    },
    {
      id: "status",
      header: t("adminMoney.common.status"),
      cell: (o) => (
        <>
          <MoneyStatus status={o.status} />
          <BouncedNote order={o} block />
        </>
      ),
    },
    {
      id: "receipt",
      header: t("adminMoney.payments.receipt"),
      className: "font-mono text-xs whitespace-nowrap",
      cell: (o) => (
        <>
          {o.receiptNumber ?? t("adminMoney.common.none")}
          {o.creditNoteNumber && (
            <span className="block text-sky-800" title={t("adminMoney.payments.creditNote")}>
              {o.creditNoteNumber}
            </span>
          )}
        </>
      ),
    },
  ];
  const card = (o: TAdminOrder) => (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold text-stone-900">{o.member?.name ?? t("adminMoney.common.erased")}</p>
          <p className="text-xs text-stone-600">
            {o.member?.adId && `${o.member.adId} · `}
            {plan(o)}
          </p>
        </div>
        <p className="text-right font-semibold whitespace-nowrap tabular-nums">
          {formatPaise(o.amountPaise)}
          {o.promoCode && <span className="block text-xs font-normal text-emerald-700">{o.promoCode}</span>}
        </p>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
        <MoneyStatus status={o.status} />
        <BouncedNote order={o} />
        {formatDate(o.createdAt, "dateTime")}
      </p>
    </>
  );
  return { columns, card };
}
