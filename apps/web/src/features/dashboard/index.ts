export { DashboardLayout } from "./components/dashboard-layout";
export { OverviewPage } from "./components/overview-page";
export { KycPage } from "./components/kyc-page";
export { YtmPage } from "./components/ytm-page";
export { CirculationPage } from "./components/circulation-page";
export { PaymentsPage } from "./components/payments-page";
export { BookmarksPage } from "./components/bookmarks-page";
export { ProfileViewBanner, useOwnAdId } from "./components/profile-view-banner";
