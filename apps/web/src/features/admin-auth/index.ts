/**
 * The admin's sign-in and the panel's frame: the session, the layout and its menu, the admin
 * accounts, and the parts every admin screen shares (heading, pager, confirmations). The panel
 * itself, which draws every admin feature's screens, is its own entry (`@/features/admin-auth/panel`).
 */
export { AdminLoginPage } from "./components/admin-login-page";
export { useAdminBase } from "./components/admin-layout";
export { AddAdminPage, AdminListPage } from "./components/admins-page";
export { AdminHeading, Confirm, fieldClass, labelClass, Pager, ReasonConfirm, smallButton } from "./components/admin-ui";
export { adminSession, useAdmin } from "./lib/admin-session";
export { dateOrDash, memberTabs, queues, sections, tabLabel, type QueueKey } from "./lib/menu";
