/** The RR portal: /rr-login (sign-in and registration), /rr-panel and /admin/rr, and the member's confirmation of an RR's ad. */
export { RrLoginPage } from "./components/rr-login-page";
export { RrPanel } from "./components/rr-panel";
export { MemberConsentPage } from "./components/member-consent-page";
