import { infoMeta, ProposalPage } from "@/features/info-pages";
import { LatestAdsCarousel } from "@/features/latest-ads";
import { usePageMeta } from "@/lib/use-page-meta";

export function Component() {
  usePageMeta(infoMeta.proposal.title, infoMeta.proposal.description);
  return <ProposalPage aside={<LatestAdsCarousel />} />;
}
