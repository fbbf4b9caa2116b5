import { HomeHero, NewsStrip, ServiceCards, SuccessStories, Welcome } from "@/features/home";
import { LatestAdsSection } from "@/features/latest-ads";
import { usePageMeta } from "@/lib/use-page-meta";

export function Component() {
  usePageMeta(
    "",
    "Shubho Bibaho — matrimonial advertisements for Bengali and Indian families. Post your ad free, browse verified brides and grooms, and send proposals.",
  );
  return (
    <>
      <HomeHero />
      <Welcome />
      <LatestAdsSection />
      <ServiceCards />
      <SuccessStories />
      <div className="pt-14">
        <NewsStrip />
      </div>
    </>
  );
}
