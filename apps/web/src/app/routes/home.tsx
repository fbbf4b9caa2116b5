import { HomeHero, NewsStrip, ServiceCards, SuccessStories, Welcome } from "@/features/home";
import { LatestAdsSection } from "@/features/latest-ads";
import { useTranslation } from "react-i18next";
import { homeNs } from "@/lib/locales/home";
import { usePageMeta } from "@/lib/use-page-meta";

export function Component() {
  const { t } = useTranslation(homeNs);
  usePageMeta("", t("meta.description"));
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
