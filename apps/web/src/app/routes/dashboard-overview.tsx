import { OverviewPage } from "@/features/dashboard";
import { VideoSlots } from "@/features/my-ad";

export default function DashboardOverviewRoute() {
  return <OverviewPage videoSlots={<VideoSlots compact />} />;
}
