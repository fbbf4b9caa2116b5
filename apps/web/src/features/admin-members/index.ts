/** The admin's member lists and a member's page (status, edits, deletion), and the members' CSV export. */
export { ExportPage } from "./components/export-page";
export { ConsentBadge } from "./components/member-cells";
export { MemberDetailPage } from "./components/member-detail-page";
export { MemberListPage } from "./components/member-list-page";
export { ConfirmDialog, ReasonDialog } from "./components/reason-dialog";
export { actorLabel, eventDetails, eventLabel } from "./lib/events";
