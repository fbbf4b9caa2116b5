/** Public surface of proposals, contact access and safety: pieces for the ad pages, and the member pages. */
export { ProposeButton } from "./components/propose-button";
export { ContactBox } from "./components/contact-box";
export { SafetyActions } from "./components/safety-actions";
export { ProposalsTrackerPage } from "./components/proposals-tracker-page";
export { CcpTrackerPage } from "./components/ccp-tracker-page";
export { BlockedPage } from "./components/blocked-page";
