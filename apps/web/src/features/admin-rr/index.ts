/** Referral representatives: the tracker (status, commission rate) and the commission payouts. */
export { RrPayoutsPage } from "./components/rr-payouts-page";
export { RrTrackerPage } from "./components/rr-tracker-page";
