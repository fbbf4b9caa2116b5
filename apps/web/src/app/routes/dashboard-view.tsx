import { useTranslation } from "@/lib/i18n";
import { Spinner } from "@/components/spinner";
import { ProfileViewBanner, useOwnAdId } from "@/features/dashboard";
import { ProfileDetailPage } from "@/features/profile-detail";
import { dashboardNs } from "@/lib/locales/dashboard";

/** My Profile View: the member's ad through the public detail, under a banner. */
export default function DashboardViewRoute() {
  const { t } = useTranslation(dashboardNs);
  const { adId, loading, inCirculation } = useOwnAdId();
  if (loading) return <Spinner label={t("banner.loading")} />;
  return (
    <div>
      <ProfileViewBanner inCirculation={inCirculation} />
      {adId && inCirculation && <ProfileDetailPage id={adId} />}
    </div>
  );
}
