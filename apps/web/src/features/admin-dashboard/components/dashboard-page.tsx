import { lazy, Suspense, useId } from "react";
import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import type { TAdminDashboard, TDashboardDay } from "@app/contract";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/skeleton";
import { Card } from "@/components/card";
import { useAdminBase, AdminHeading } from "@/features/admin-auth";
import { useAdminDashboard } from "../api/get-dashboard";

import { formatDate, formatNumber, formatPaise } from "@/lib/format";

// The chart library is loaded only with this screen, never with the public site.
const DashboardChart = lazy(() => import("./dashboard-chart"));

type Series = { key: keyof TDashboardDay; label: string; color: string; kind: "bar" | "line"; money?: boolean };

function Stat({ label, value, hint, className = "" }: { label: string; value: string; hint?: string; className?: string }) {
  return (
    <div className={`rounded-2xl border border-stone-200 bg-white p-4 shadow-sm ${className}`}>
      <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</p>
      <p className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">{value}</p>
      {hint && <p className="text-xs text-stone-500">{hint}</p>}
    </div>
  );
}

/** A chart with the same numbers as a table behind a disclosure, for screen readers and exact reading. */
function ChartCard({ title, days, series }: { title: string; days: TDashboardDay[]; series: Series[] }) {
  const { t } = useTranslation();
  const id = useId();
  const format = (s: Series, v: number) => (s.money ? formatPaise(v) : formatNumber(v));
  return (
    <Card>
      <h2 id={id} className="text-base font-semibold text-stone-900">
        {title}
      </h2>
      <Suspense
        fallback={<div className="grid h-64 place-items-center text-sm text-stone-500">{t("adminMoney.dashboard.chartLoading")}</div>}
      >
        <DashboardChart labelledBy={id} days={days} series={series} />
      </Suspense>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800 hover:underline">{t("adminMoney.dashboard.showTable")}</summary>
        <div className="mt-2 max-h-80 overflow-auto rounded-lg border border-stone-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {title}: {t("adminMoney.dashboard.tableCaption")}
            </caption>
            <thead className="sticky top-0 bg-stone-50 text-xs text-stone-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("adminMoney.dashboard.day")}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="px-3 py-2 text-right">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((d) => (
                <tr key={d.date} className="border-t border-stone-100">
                  <th scope="row" className="px-3 py-1.5 font-medium whitespace-nowrap text-stone-700">
                    {formatDate(d.date, "dayMonth")}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="px-3 py-1.5 text-right tabular-nums">
                      {format(s, d[s.key] as number)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  );
}

function Pending({ data }: { data: TAdminDashboard }) {
  const { t } = useTranslation();
  const base = useAdminBase();
  const items: { key: keyof TAdminDashboard["pending"]; to: string }[] = [
    { key: "ads", to: `${base}/moderation/ads` },
    { key: "edits", to: `${base}/moderation/edits` },
    { key: "photos", to: `${base}/moderation/photos` },
    { key: "videos", to: `${base}/moderation/videos` },
    { key: "kyc", to: `${base}/moderation/kyc` },
    { key: "reports", to: `${base}/moderation/reports` },
    { key: "cheques", to: `${base}/cheques` },
  ];
  return (
    <Card>
      <h2 className="text-base font-semibold text-stone-900">{t("adminMoney.dashboard.pendingTitle")}</h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {items.map((i) => (
          <li key={i.key}>
            <Link
              to={i.to}
              className="flex h-full flex-col rounded-xl border border-stone-200 px-3 py-2 transition hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span className="text-xl font-bold text-stone-900 tabular-nums">{formatNumber(data.pending[i.key])}</span>
              <span className="text-xs text-stone-600">{t(`adminMoney.dashboard.pending.${i.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The panel's first screen: what a business owner reads each morning. */
export function DashboardPage() {
  const { t } = useTranslation();
  const q = useAdminDashboard();
  if (q.isPending) return <Skeleton rows={6} label={t("adminMoney.common.loading")} />;
  if (q.isError) return <LoadError message={q.error.message || t("adminMoney.common.loadFailed")} retry={() => void q.refetch()} />;
  const d = q.data;
  const sum = (k: keyof TDashboardDay) => d.days.reduce((s, x) => s + (x[k] as number), 0);
  const last30 = t("adminMoney.dashboard.last30");
  return (
    <div className="space-y-4">
      <AdminHeading title={t("adminMoney.dashboard.title")} subtitle={t("adminMoney.dashboard.subtitle")} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Stat label={t("adminMoney.dashboard.registrations")} value={formatNumber(sum("registrations"))} hint={last30} />
        <Stat label={t("adminMoney.dashboard.revenue")} value={formatPaise(sum("revenuePaise"))} hint={last30} />
        <Stat label={t("adminMoney.dashboard.payments")} value={formatNumber(sum("payments"))} hint={last30} />
        <Stat label={t("adminMoney.dashboard.proposals")} value={formatNumber(sum("proposals"))} hint={last30} />
        <Stat
          label={t("adminMoney.dashboard.activeAds")}
          value={formatNumber(d.activeAds)}
          hint={`${t("adminMoney.dashboard.members")}: ${formatNumber(d.members)}`}
        />
      </div>
      <Pending data={d} />
      <div className="grid gap-4 xl:grid-cols-2">
        <ChartCard
          title={t("adminMoney.dashboard.chartRegistrations")}
          days={d.days}
          series={[
            { key: "registrations", label: t("adminMoney.dashboard.registrations"), color: "#9f1239", kind: "bar" },
            { key: "proposals", label: t("adminMoney.dashboard.proposals"), color: "#0369a1", kind: "line" },
          ]}
        />
        <ChartCard
          title={t("adminMoney.dashboard.chartRevenue")}
          days={d.days}
          series={[
            { key: "revenuePaise", label: t("adminMoney.dashboard.revenue"), color: "#047857", kind: "bar", money: true },
            { key: "payments", label: t("adminMoney.dashboard.payments"), color: "#b45309", kind: "line" },
          ]}
        />
      </div>
    </div>
  );
}
