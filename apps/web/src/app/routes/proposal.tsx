import { ProposalPage, useInfoPageMeta } from "@/features/info-pages";
import { LatestAdsCarousel } from "@/features/latest-ads";

export function Component() {
  useInfoPageMeta("proposal");
  return <ProposalPage aside={<LatestAdsCarousel />} />;
}
