export { PlansPage } from "./components/plans-page";
export { VideoFeesTable } from "./components/video-fees-table";
export { checkoutUrl, readCheckoutPlan } from "./lib/checkout-plan";
export { usePlanText } from "./lib/plan-text";
export { PlanCard } from "./components/plan-card";
export { plansSeed, usePlans } from "./api/get-plans";
