import { useTranslation } from "@/lib/i18n";
import { usePageMeta } from "@/lib/use-page-meta";
import { errorText } from "@/lib/error-text";
import { formatNumber } from "@/lib/format";
import { dashboardNs } from "@/lib/locales/dashboard";
import { useCirculation } from "../api/get-circulation";
import { formatWeek } from "../lib/format";
import { Card } from "@/components/card";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Skeleton } from "@/components/skeleton";
import { MailSettingsCard } from "./mail-settings-card";

/** AD Circulation Report: how often the ad was shown in search results and e-mailed to matching members, by week. */
export function CirculationPage() {
  const { t } = useTranslation(dashboardNs);
  usePageMeta(t("circulation.title"));
  const q = useCirculation();
  const max = q.data ? Math.max(1, ...q.data.weeks.map((w) => Math.max(w.shown, w.mailed))) : 1;
  return (
    <div className="space-y-5">
      <PageHeader title={t("circulation.title")} text={t("circulation.text")} />
      {q.isPending ? (
        <Skeleton rows={3} label={t("circulation.loading")} />
      ) : q.isError ? (
        <LoadError message={errorText(q.error)} retry={() => void q.refetch()} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3">
            <Card>
              <p className="text-xs font-medium tracking-wide text-stone-500 uppercase">{t("circulation.shown")}</p>
              <p className="mt-1 font-display text-3xl font-semibold text-brand-800 tabular-nums" data-testid="total-shown">
                {formatNumber(q.data.totals.shown)}
              </p>
            </Card>
            <Card>
              <p className="text-xs font-medium tracking-wide text-stone-500 uppercase">{t("circulation.mailed")}</p>
              <p className="mt-1 font-display text-3xl font-semibold text-brand-800 tabular-nums" data-testid="total-mailed">
                {formatNumber(q.data.totals.mailed)}
              </p>
            </Card>
          </div>
          <Card className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left font-semibold text-stone-900">{t("circulation.caption")}</caption>
              <thead>
                <tr className="border-b border-stone-200 text-xs tracking-wide text-stone-500 uppercase">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("circulation.week")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t("circulation.shownColumn")}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {t("circulation.mailedColumn")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {q.data.weeks.map((w) => (
                  <tr key={w.week} className="border-b border-stone-100 last:border-0">
                    <th scope="row" className="py-2 pr-3 font-normal whitespace-nowrap text-stone-700">
                      {formatWeek(w.week)}
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      <span className="inline-flex items-center justify-end gap-2">
                        <span
                          aria-hidden="true"
                          className="hidden h-2 rounded-full bg-brand-300 sm:inline-block"
                          style={{ width: `${(w.shown / max) * 6}rem` }}
                        />
                        {formatNumber(w.shown)}
                      </span>
                    </td>
                    <td className="py-2 text-right tabular-nums">{formatNumber(w.mailed)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        </>
      )}
      <MailSettingsCard />
    </div>
  );
}
