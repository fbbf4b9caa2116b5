import { Spinner } from "@/components/spinner";
import { ProfileViewBanner, useOwnAdId } from "@/features/dashboard";
import { ProfileDetailPage } from "@/features/profile-detail";

/** My Profile View: the member's ad through the public detail, under a banner. */
export function Component() {
  const { adId, loading, inCirculation } = useOwnAdId();
  if (loading) return <Spinner label="Loading profile..." />;
  return (
    <div>
      <ProfileViewBanner inCirculation={inCirculation} />
      {adId && inCirculation && <ProfileDetailPage id={adId} />}
    </div>
  );
}
