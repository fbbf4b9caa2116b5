import { infoMeta, YetToMarryPage } from "@/features/info-pages";
import { LatestAdsCarousel } from "@/features/latest-ads";
import { usePageMeta } from "@/lib/use-page-meta";

export function Component() {
  usePageMeta(infoMeta.ytm.title, infoMeta.ytm.description);
  return <YetToMarryPage aside={<LatestAdsCarousel />} />;
}
