import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { rrNs } from "@/lib/locales/rr";
import { errorText } from "@/lib/error-text";
import { downloadReportCsv, useRrReport } from "../api/reports";
import { CommissionTable } from "./commission-table";
import { panelCard, smallButton } from "./ui";

/** Commission Report: earned, reversed, due and paid by month, with totals; downloadable as CSV. */
export function CommissionReport() {
  const { t } = useTranslation(rrNs);
  const q = useRrReport();
  const [error, setError] = useState<string | null>(null);
  const months = q.data?.months ?? [];
  const download = () => {
    setError(null);
    downloadReportCsv().catch((e: unknown) => setError(errorText(e, t("report.downloadFailed"))));
  };
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
        q.data && <CommissionTable months={months} totals={q.data.totals} />
      )}
    </section>
  );
}
