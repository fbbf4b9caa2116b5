import { useTranslation } from "@/lib/i18n";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { formatDate, formatPaise } from "@/lib/format";
import { rrNs } from "@/lib/locales/rr";

type Sums = { earnedPaise: number; reversedPaise: number; duePaise: number; paidPaise: number };
type Month = Sums & { month: string };

const money = ["earned", "reversed", "due", "paid"] as const;
const sum = (r: Sums, id: (typeof money)[number]) => formatPaise(r[`${id}Paise`], true);

/** The report's months, one row each, and their totals: a table on a laptop, cards and a summary on a phone. */
export function CommissionTable({ months, totals }: { months: Month[]; totals: Sums }) {
  const { t } = useTranslation(rrNs);
  const monthName = (m: string) => formatDate(`${m}-01`, "month");
  const columns: Column<Month>[] = [
    { id: "month", header: t("report.month"), cell: (m) => monthName(m.month), className: "font-semibold text-stone-800" },
    ...money.map((id) => ({ id, header: t(`report.${id}`), cell: (m: Month) => sum(m, id), align: "right" as const })),
  ];
  return (
    <div className="mt-4 text-sm tabular-nums">
      <DataTable
        label={t("report.title")}
        rows={months}
        rowKey={(m) => m.month}
        columns={columns}
        totals={{ label: t("report.total"), cells: Object.fromEntries(money.map((id) => [id, sum(totals, id)])) }}
        card={(m) => (
          <>
            <p className="font-semibold text-brand-900">{monthName(m.month)}</p>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-0.5 text-sm">
              {money.map((id) => (
                <div key={id} className="flex justify-between gap-2">
                  <dt className="text-stone-500">{t(`report.${id}`)}</dt>
                  <dd className="font-medium text-stone-900">{sum(m, id)}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      />
    </div>
  );
}
