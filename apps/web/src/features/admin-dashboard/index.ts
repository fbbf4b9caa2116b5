/** The admin's dashboard: 30 days of registrations, payments, revenue and proposals, and what waits. */
export { DashboardPage } from "./components/dashboard-page";
