import { DashboardLayout } from "@/features/dashboard";

export default function DashboardRoute() {
  return <DashboardLayout />;
}
