import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import type { TMemberUser, TStatsOverview } from "@app/contract";
import { formatNumber } from "@/lib/format";
import { dashboardNs } from "@/lib/locales/dashboard";

/** Said to the owner while none of their photos is public yet. */
export function PhotoReviewNote({ me }: { me: TMemberUser }) {
  const { t } = useTranslation(dashboardNs);
  if (!me.photos.length || me.photos.some((p) => p.reviewStatus === "approved")) return null;
  const n = me.photos.length;
  return (
    <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {t("overview.photoReview", { count: n, n: formatNumber(n) })}{" "}
      <Link to="/edit-ad" className="font-semibold underline underline-offset-2">
        {t("overview.managePhotos")}
      </Link>
    </p>
  );
}

/** Why the ad is not circulating (inactive, suspended or not yet approved), with the way back when there is one. */
export function InactiveNotice({ s }: { s: TStatsOverview }) {
  const { t } = useTranslation(dashboardNs);
  if (s.is_active) return null;
  const reason =
    s.status === "inactive"
      ? t("overview.inactiveReason")
      : s.status === "suspended"
        ? t("overview.suspendedReason")
        : t("overview.notCirculating");
  return (
    <div role="status" className="rounded-xl border border-gold-300 bg-gold-100 px-4 py-3 text-sm text-amber-900">
      {reason}{" "}
      {s.status === "inactive" && (
        <Link to="/dashboard/ytm" className="font-semibold underline underline-offset-2">
          {t("overview.confirmYtm")}
        </Link>
      )}
    </div>
  );
}
