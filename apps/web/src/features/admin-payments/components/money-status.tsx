import "@/lib/locales/admin-money";
import { useTranslation } from "@/lib/i18n";
import { moneyBadge } from "../lib/money";

/** An order's or a cheque's status as a coloured badge, in the chosen language. */
export function MoneyStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  const label = t(`adminMoney.statuses.${status}`, { defaultValue: status });
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${moneyBadge[status] ?? "bg-stone-100"}`}
    >
      {label}
    </span>
  );
}
