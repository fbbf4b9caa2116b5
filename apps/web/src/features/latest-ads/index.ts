export { LatestAdsCarousel } from "./components/latest-ads-carousel";
export { LatestAdsSection } from "./components/latest-ads-section";
