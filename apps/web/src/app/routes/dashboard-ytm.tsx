import { YtmPage } from "@/features/dashboard";

export default function DashboardYtmRoute() {
  return <YtmPage />;
}
