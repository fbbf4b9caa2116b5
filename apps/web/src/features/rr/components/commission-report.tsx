import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatPaise } from "@/lib/format";
import { rrNs } from "@/lib/locales/rr";
import { errorText } from "@/lib/error-text";
import { downloadReportCsv, useRrReport } from "../api/reports";
import { panelCard, smallButton } from "./ui";

/** Commission Report: earned, reversed, due and paid by month, with totals; downloadable as CSV. */
export function CommissionReport() {
  const { t } = useTranslation(rrNs);
  const q = useRrReport();
  const [error, setError] = useState<string | null>(null);
  const months = q.data?.months ?? [];
  const monthName = (m: string) => formatDate(`${m}-01`, "month");
  const download = () => {
    setError(null);
    downloadReportCsv().catch((e: unknown) => setError(errorText(e, t("report.downloadFailed"))));
  };
  const cells = (r: { earnedPaise: number; reversedPaise: number; duePaise: number; paidPaise: number }) => [
    formatPaise(r.earnedPaise, true),
    formatPaise(r.reversedPaise, true),
    formatPaise(r.duePaise, true),
    formatPaise(r.paidPaise, true),
  ];
  return (
    <section className={panelCard} aria-labelledby="rr-report-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="rr-report-title" className="text-lg font-bold text-brand-900">
          {t("report.title")}
        </h2>
        <button type="button" className={smallButton} onClick={download} disabled={!months.length}>
          {t("report.download")}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {q.isPending ? (
        <p className="mt-4 text-sm text-stone-500">{t("loading")}</p>
      ) : months.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 px-4 py-10 text-center text-stone-600">{t("report.empty")}</p>
      ) : (
        <>
          <ul className="mt-4 space-y-3 sm:hidden">
            {[
              ...months.map((m) => ({ key: m.month, title: monthName(m.month), r: m })),
              ...(q.data ? [{ key: "total", title: t("report.total"), r: q.data.totals }] : []),
            ].map(({ key, title, r }) => (
              <li
                key={key}
                className={`rounded-xl border px-4 py-3 ${key === "total" ? "border-brand-200 bg-brand-50" : "border-stone-200"}`}
              >
                <p className="font-semibold text-brand-900">{title}</p>
                <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-0.5 text-sm tabular-nums">
                  {[t("report.earned"), t("report.reversed"), t("report.due"), t("report.paid")].map((label, i) => (
                    <div key={label} className="flex justify-between gap-2">
                      <dt className="text-stone-500">{label}</dt>
                      <dd className="font-medium text-stone-900">{cells(r)[i]}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="mt-4 hidden overflow-x-auto sm:block">
            <table className="w-full min-w-[32rem] text-right text-sm tabular-nums">
              <thead className="text-xs text-stone-500 uppercase">
                <tr>
                  <th className="py-2 text-left">{t("report.month")}</th>
                  <th className="py-2">{t("report.earned")}</th>
                  <th className="py-2">{t("report.reversed")}</th>
                  <th className="py-2">{t("report.due")}</th>
                  <th className="py-2">{t("report.paid")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {months.map((m) => (
                  <tr key={m.month}>
                    <td className="py-2 text-left font-semibold text-stone-800">{monthName(m.month)}</td>
                    {cells(m).map((c, i) => (
                      <td key={i} className="py-2">
                        {c}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              {q.data && (
                <tfoot className="border-t-2 border-stone-200 font-bold text-brand-900">
                  <tr>
                    <td className="py-2 text-left">{t("report.total")}</td>
                    {cells(q.data.totals).map((c, i) => (
                      <td key={i} className="py-2">
                        {c}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              )}
            </table>
          </div>
        </>
      )}
    </section>
  );
}
