import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import { dashboardNs } from "@/lib/locales/dashboard";
import { useStatsOverview } from "../api/get-stats-overview";

/** My Profile View: the banner over the public detail, and the member's ad id (null while loading or when out of circulation). */
export function useOwnAdId(): { adId: string | null; loading: boolean; inCirculation: boolean } {
  const q = useStatsOverview();
  return { adId: q.data?.ad_id ?? null, loading: q.isPending, inCirculation: q.data?.is_active ?? false };
}

export function ProfileViewBanner({ inCirculation }: { inCirculation: boolean }) {
  const { t } = useTranslation(dashboardNs);
  return (
    <div
      role="note"
      className="mx-auto mb-2 flex max-w-6xl flex-wrap items-center justify-between gap-2 rounded-xl border border-gold-300 bg-gold-100 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-semibold">{inCirculation ? t("banner.visible") : t("banner.hidden")}</p>
      <Link to={inCirculation ? "/edit-ad" : "/dashboard/ytm"} className="font-semibold underline underline-offset-2">
        {inCirculation ? t("banner.edit") : t("banner.confirmYtm")}
      </Link>
    </div>
  );
}
