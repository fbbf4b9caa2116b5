import { YetToMarryPage, useInfoPageMeta } from "@/features/info-pages";
import { LatestAdsCarousel } from "@/features/latest-ads";

export default function YetToMarryRoute() {
  useInfoPageMeta("ytm");
  return <YetToMarryPage aside={<LatestAdsCarousel />} />;
}
