import type { Dispatch, SetStateAction } from "react";
import { useTranslation } from "@/lib/i18n";
import { adminRrNs } from "@/lib/locales/admin-rr";
import { btn, field } from "./rr-payout-styles";

export type Period = { from: string; to: string };

/** The current month in India, as the default period. */
export function thisMonth(): Period {
  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  const [y, m] = today.split("-").map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${today.slice(0, 7)}-01`, to: `${today.slice(0, 7)}-${String(last).padStart(2, "0")}` };
}

/** The period's first and last day, and the CSV of what is due in it. */
export function RrPeriod({
  period,
  setPeriod,
  onDownload,
}: {
  period: Period;
  setPeriod: Dispatch<SetStateAction<Period>>;
  onDownload: () => void;
}) {
  const { t } = useTranslation(adminRrNs);
  return (
    <div className="mt-4 grid grid-cols-2 gap-3 sm:flex sm:items-end">
      <div>
        <label htmlFor="payout-from" className="block text-xs font-semibold text-stone-700">
          {t("from")}
        </label>
        <input
          id="payout-from"
          type="date"
          className={field}
          value={period.from}
          onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
        />
      </div>
      <div>
        <label htmlFor="payout-to" className="block text-xs font-semibold text-stone-700">
          {t("to")}
        </label>
        <input
          id="payout-to"
          type="date"
          className={field}
          value={period.to}
          onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
        />
      </div>
      <button
        type="button"
        className={`${btn} col-span-2 border border-brand-700 text-brand-700 hover:bg-brand-50`}
        onClick={onDownload}
        disabled={!period.from || !period.to || period.from > period.to}
      >
        {t("downloadCsv")}
      </button>
    </div>
  );
}
