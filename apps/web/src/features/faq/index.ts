export { FaqPage } from "./components/faq-page";
export { BusinessLinks } from "./components/business-links";
