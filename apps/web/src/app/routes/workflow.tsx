import { WorkflowPage, useInfoPageMeta } from "@/features/info-pages";
import { LatestAdsCarousel } from "@/features/latest-ads";

export function Component() {
  useInfoPageMeta("workflow");
  return <WorkflowPage aside={<LatestAdsCarousel />} />;
}
