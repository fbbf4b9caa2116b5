export { PlansPage } from "./components/plans-page";
export { VideoFeesTable } from "./components/video-fees-table";
export { checkoutUrl, readCheckoutPlan, rupees } from "./lib/checkout-plan";
