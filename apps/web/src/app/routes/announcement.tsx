import { AnnouncementPage, infoMeta } from "@/features/info-pages";
import { LatestAdsCarousel } from "@/features/latest-ads";
import { VideoFeesTable } from "@/features/plans";
import { usePageMeta } from "@/lib/use-page-meta";

export function Component() {
  usePageMeta(infoMeta.announcement.title, infoMeta.announcement.description);
  return <AnnouncementPage aside={<LatestAdsCarousel />} feesTable={<VideoFeesTable />} />;
}
