import { WorkflowPage, useInfoPageMeta } from "@/features/info-pages";
import { LatestAdsCarousel } from "@/features/latest-ads";

export default function WorkflowRoute() {
  useInfoPageMeta("workflow");
  return <WorkflowPage aside={<LatestAdsCarousel />} />;
}
