export { HomeHero } from "./components/home-hero";
export { Welcome, ServiceCards } from "./components/home-sections";
export { SuccessStories } from "./components/success-stories";
export { NewsStrip } from "./components/news-strip";
