import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { buttonStyles } from "@/components/button-styles";
import { homeNs } from "@/lib/locales/home";
import { useDeferredQuery } from "@/lib/use-deferred-query";
import { useNear } from "@/lib/use-near";
import { useLatestAds } from "../api/get-latest-ads";
import { AdCard } from "./ad-card";

const tabs = [
  { key: "latest", label: "ads.latest" },
  { key: "featured", label: "ads.featured" },
] as const;

/**
 * Home: the newest real ads, or the featured (premium) ones, as a grid of cards; asked for as the
 * visitor scrolls towards them, not while the page is being taken over.
 */
export function LatestAdsSection({ limit = 8 }: { limit?: number }) {
  const { t: tr } = useTranslation(homeNs);
  const [tab, setTab] = useState<(typeof tabs)[number]["key"]>("latest");
  const [ref, near] = useNear<HTMLElement>();
  const { data, isPending, isError } = useDeferredQuery(useLatestAds({ limit, featured: tab === "featured" }, near));
  return (
    <section ref={ref} aria-labelledby="latest-ads-title" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 sm:pt-20">
      <div className="flex flex-col items-center justify-between gap-4 sm:flex-row">
        <h2 id="latest-ads-title" className="font-display text-3xl font-semibold text-brand-900">
          {tr("ads.title")}
        </h2>
        <div role="group" aria-label={tr("ads.which")} className="inline-flex rounded-full border border-stone-300 bg-white p-1">
          {tabs.map((t) => (
            <button
              key={t.key}
              type="button"
              aria-pressed={tab === t.key}
              onClick={() => setTab(t.key)}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition ${tab === t.key ? "bg-brand-700 text-white" : "text-stone-700 hover:text-brand-800"}`}
            >
              {tr(t.label)}
            </button>
          ))}
        </div>
      </div>
      {isPending ? (
        <ul aria-hidden="true" className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="aspect-[4/6] animate-pulse rounded-2xl bg-stone-200/70" />
          ))}
        </ul>
      ) : isError || !data?.profiles.length ? (
        <p className="mt-8 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          {isError ? tr("ads.loadFailed") : tab === "featured" ? tr("ads.noFeatured") : tr("ads.noneYet")}{" "}
          <Link to="/profiles" className="font-semibold text-brand-700 underline">
            {tr("ads.browseAll")}
          </Link>
        </p>
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {data.profiles.map((ad) => (
            <li key={ad.id}>
              <AdCard ad={ad} featured={tab === "featured" || ad.memberType === "PREMIUM"} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8 text-center">
        <Link to="/profiles" className={buttonStyles.outline}>
          {tr("ads.viewAll")}
        </Link>
      </div>
    </section>
  );
}
