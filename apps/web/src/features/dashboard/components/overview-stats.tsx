import { useTranslation } from "@/lib/i18n";
import type { TStatsOverview } from "@app/contract";
import { dashboardNs } from "@/lib/locales/dashboard";
import { StatCard } from "./stat-card";

/** The member's numbers, each card leading to its page. */
export function OverviewStats({ s }: { s: TStatsOverview }) {
  const { t } = useTranslation(dashboardNs);
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        {t("overview.numbers")}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <StatCard label={t("overview.views")} value={s.views_count} to="/dashboard/circulation" />
        <StatCard label={t("overview.sent")} value={s.proposals_sent} to="/dashboard/proposals" />
        <StatCard label={t("overview.received")} value={s.proposals_received} to="/dashboard/proposals" />
        <StatCard label={t("overview.points")} value={s.points} to="/dashboard/proposals" />
        <StatCard label={t("overview.ccp")} value={s.ccp} to="/dashboard/ccp" hint={t("overview.ccpHint")} />
        <StatCard label={t("overview.bookmarks")} value={s.favourites_count} to="/dashboard/bookmarks" />
      </div>
    </section>
  );
}
