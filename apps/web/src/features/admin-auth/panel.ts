/** /admin-panel and /admin: every admin feature's screen inside the panel's layout. */
export { AdminPanel } from "./components/admin-panel";
