import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { Carousel } from "@/components/carousel";
import { homeNs } from "@/lib/locales/home";
import { useDeferredQuery } from "@/lib/use-deferred-query";
import { useLatestAds } from "../api/get-latest-ads";
import { AdCard } from "./ad-card";

/** "Latest Posted Ads": the 5 newest real ads, one at a time, every 5 seconds. */
export function LatestAdsCarousel() {
  const { t } = useTranslation(homeNs);
  const { data, isPending, isError } = useDeferredQuery(useLatestAds({ limit: 5 }));
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 className="font-display text-xl font-semibold text-brand-900">{t("ads.carouselTitle")}</h2>
      <div className="mt-3">
        {isPending ? (
          <div aria-hidden="true" className="mx-auto aspect-[4/6] max-w-[17rem] animate-pulse rounded-2xl bg-stone-100" />
        ) : isError || !data?.profiles.length ? (
          <p className="rounded-xl bg-stone-50 p-4 text-sm text-stone-600">
            {t("ads.appearSoon")}{" "}
            <Link to="/profiles" className="font-semibold text-brand-700 underline">
              {t("ads.browseAll")}
            </Link>
          </p>
        ) : (
          <Carousel
            label={t("ads.carouselLabel")}
            items={data.profiles}
            getKey={(a) => a.id}
            intervalMs={5000}
            renderItem={(ad) => (
              <div className="mx-auto max-w-[17rem]">
                <AdCard ad={ad} />
              </div>
            )}
          />
        )}
      </div>
    </div>
  );
}
