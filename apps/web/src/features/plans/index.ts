export { PlansPage } from "./components/plans-page";
export { VideoFeesTable } from "./components/video-fees-table";
export { readCheckoutPlan, checkoutUrl, rupees, type CheckoutPlan } from "./lib/checkout-plan";
