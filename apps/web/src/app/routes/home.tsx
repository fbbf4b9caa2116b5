import { HomeHero, NewsStrip, ServiceCards, SuccessStories, Welcome } from "@/features/home";
import { LatestAdsSection } from "@/features/latest-ads";
import { useTranslation } from "@/lib/i18n";
import { homeNs } from "@/lib/locales/home";
import { usePageMeta } from "@/lib/use-page-meta";

export default function HomeRoute() {
  const { t } = useTranslation(homeNs);
  usePageMeta("", t("meta.description"));
  return (
    <>
      <HomeHero />
      <Welcome />
      {/* Below the first screen: laid out only as the visitor scrolls towards it. */}
      <div className="render-near [contain-intrinsic-block-size:auto_120rem] lg:[contain-intrinsic-block-size:auto_81rem]">
        <LatestAdsSection />
      </div>
      <div className="render-near [contain-intrinsic-block-size:auto_71rem] lg:[contain-intrinsic-block-size:auto_30rem]">
        <ServiceCards />
      </div>
      <div className="render-near [contain-intrinsic-block-size:auto_66rem] lg:[contain-intrinsic-block-size:auto_44rem]">
        <SuccessStories />
      </div>
      <div className="render-near pt-14 [contain-intrinsic-block-size:auto_45.5rem] lg:[contain-intrinsic-block-size:auto_19rem]">
        <NewsStrip />
      </div>
    </>
  );
}
