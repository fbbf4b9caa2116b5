import { AnnouncementPage, useInfoPageMeta } from "@/features/info-pages";
import { LatestAdsCarousel } from "@/features/latest-ads";
import { VideoFeesTable } from "@/features/plans";

export function Component() {
  useInfoPageMeta("announcement");
  return <AnnouncementPage aside={<LatestAdsCarousel />} feesTable={<VideoFeesTable />} />;
}
