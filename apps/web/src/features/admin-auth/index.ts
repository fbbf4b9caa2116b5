/**
 * The admin's sign-in and the panel's frame: the session, the layout and its menu, the admin
 * accounts, and the parts every admin screen shares (heading, confirmations). The panel's
 * shell, around each admin screen's route, is its own entry (`@/features/admin-auth/panel`).
 */
export { AdminLoginPage } from "./components/admin-login-page";
export { AddAdminPage, AdminListPage } from "./components/admins-page";
export { AdminHeading, Confirm, fieldClass, labelClass, ReasonConfirm, smallButton } from "./components/admin-ui";
export { DeleteConfirm, EditDeleteButtons } from "./components/row-actions";
export { adminSession, useAdmin } from "./lib/admin-session";
export { adminBase, dateOrDash, memberTabs, queues, sections, tabLabel, useAdminBase, type QueueKey } from "./lib/menu";
