import { BlockedPage } from "@/features/proposals";

export default function DashboardBlockedRoute() {
  return <BlockedPage />;
}
