import { infoMeta, WorkflowPage } from "@/features/info-pages";
import { LatestAdsCarousel } from "@/features/latest-ads";
import { usePageMeta } from "@/lib/use-page-meta";

export function Component() {
  usePageMeta(infoMeta.workflow.title, infoMeta.workflow.description);
  return <WorkflowPage aside={<LatestAdsCarousel />} />;
}
