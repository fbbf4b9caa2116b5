export { AdCard } from "./components/ad-card";
export { LatestAdsCarousel } from "./components/latest-ads-carousel";
export { useLatestAds, latestAdsQuery, fetchLatestAds, type TAdCard } from "./api/get-latest-ads";
export { LatestAdsSection } from "./components/latest-ads-section";
