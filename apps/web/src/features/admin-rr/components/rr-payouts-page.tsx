import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { formatPaise } from "@/lib/format";
import { adminRrNs } from "@/lib/locales/admin-rr";
import { ListBody } from "@/components/data-table/list-page";
import { Notice } from "@/components/notice";
import { errorText } from "@/lib/error-text";
import { useAdmin } from "@/features/admin-auth";
import { downloadDueCsv, useRrDue } from "../api/rr";
import { PayRow } from "./rr-pay-row";
import { RrPeriod, thisMonth } from "./rr-period";

/** RR Payment Downloader: commission due per RR for a period, as CSV, and marking a payout paid (super admin). */
export function RrPayoutsPage() {
  const { t } = useTranslation(adminRrNs);
  const admin = useAdmin();
  const [period, setPeriod] = useState(thisMonth);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState<string | null>(null);
  const isSuper = admin?.role === "super_admin";
  const q = useRrDue(isSuper ? period.from : "", period.to);
  const rows = q.data?.rows ?? [];

  if (!isSuper)
    return (
      <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-bold text-brand-900">{t("payoutsTitle")}</h1>
        <div className="mt-4">
          <Notice tone="info">{t("superOnly")}</Notice>
        </div>
      </section>
    );

  const download = () => {
    setError(null);
    downloadDueCsv(period.from, period.to).catch((e: unknown) => setError(errorText(e, t("failed"))));
  };

  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="rr-payouts-title">
      <h1 id="rr-payouts-title" className="text-xl font-bold text-brand-900">
        {t("payoutsTitle")}
      </h1>
      <p className="mt-1 text-sm text-stone-600">{t("payoutsIntro")}</p>
      <RrPeriod period={period} setPeriod={setPeriod} onDownload={download} />
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {paid && (
        <div className="mt-3">
          <Notice tone="success" onDismiss={() => setPaid(null)}>
            {paid}
          </Notice>
        </div>
      )}
      {period.from > period.to ? (
        <p className="mt-4 text-sm text-red-700">{t("badPeriod")}</p>
      ) : (
        <div className="mt-4">
          <ListBody
            padded={false}
            query={q}
            loading={t("loading")}
            error={{ message: t("failed") }}
            isEmpty={rows.length === 0}
            empty={{ text: t("nothingDue") }}
          >
            <ul className="divide-y divide-stone-100">
              {rows.map((r) => (
                <PayRow key={`${r.rrId}-${period.from}-${period.to}`} row={r} from={period.from} to={period.to} onPaid={setPaid} />
              ))}
            </ul>
            <p className="mt-2 border-t border-stone-200 pt-3 text-right text-sm font-bold text-brand-900">
              {t("totalDue", { amount: formatPaise(q.data?.totalPaise ?? 0, true) })}
            </p>
          </ListBody>
        </div>
      )}
    </section>
  );
}
