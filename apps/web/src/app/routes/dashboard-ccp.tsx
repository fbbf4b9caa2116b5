import { CcpTrackerPage } from "@/features/proposals";

export default function DashboardCcpRoute() {
  return <CcpTrackerPage />;
}
