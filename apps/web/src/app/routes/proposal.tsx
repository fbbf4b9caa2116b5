import { ProposalPage, useInfoPageMeta } from "@/features/info-pages";
import { LatestAdsCarousel } from "@/features/latest-ads";

export default function ProposalRoute() {
  useInfoPageMeta("proposal");
  return <ProposalPage aside={<LatestAdsCarousel />} />;
}
