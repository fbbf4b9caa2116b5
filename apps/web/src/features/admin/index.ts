/** The admin side: sign-in and the admin panel (member management, moderation, admin management). */
export { AdminLoginPage } from "./components/admin-login-page";
export { AdminPanel } from "./components/admin-panel";
