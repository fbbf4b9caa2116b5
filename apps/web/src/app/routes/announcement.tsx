import { AnnouncementPage, useInfoPageMeta } from "@/features/info-pages";
import { LatestAdsCarousel } from "@/features/latest-ads";
import { VideoFeesTable } from "@/features/plans";

export default function AnnouncementRoute() {
  useInfoPageMeta("announcement");
  return <AnnouncementPage aside={<LatestAdsCarousel />} feesTable={<VideoFeesTable />} />;
}
