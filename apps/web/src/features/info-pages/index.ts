export { WorkflowPage, ProposalPage, YetToMarryPage, AnnouncementPage, useInfoPageMeta } from "./components/info-pages";
export { BenefitPage } from "./components/benefit-page";
export { AboutPage } from "./components/about-page";
export { PortalsPage } from "./components/portals-page";
