import { DashboardLayout } from "@/features/dashboard";

export function Component() {
  return <DashboardLayout />;
}
