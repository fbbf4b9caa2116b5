/** The RR portal: /rr-login (sign-in and registration), /rr-panel and its screens, and the member's confirmation of an RR's ad. */
export { RrLoginPage } from "./components/rr-login-page";
export { RrLayout, useCurrentRr } from "./components/rr-layout";
export { AddMemberForm } from "./components/add-member-form";
export { CommissionReport } from "./components/commission-report";
export { MemberList } from "./components/member-list";
export { ReferralHistory } from "./components/referral-history";
export { TrackPayment } from "./components/track-payment";
export { rrViews, type RrView } from "./lib/rr-session";
export { MemberConsentPage } from "./components/member-consent-page";
