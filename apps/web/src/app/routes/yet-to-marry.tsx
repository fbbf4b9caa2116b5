import { YetToMarryPage, useInfoPageMeta } from "@/features/info-pages";
import { LatestAdsCarousel } from "@/features/latest-ads";

export function Component() {
  useInfoPageMeta("ytm");
  return <YetToMarryPage aside={<LatestAdsCarousel />} />;
}
