import { DashboardPage } from "@/features/admin-dashboard";

export default function AdminDashboardRoute() {
  return <DashboardPage />;
}
