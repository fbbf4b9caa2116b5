import { OverviewPage } from "@/features/dashboard";
import { VideoSlots } from "@/features/my-ad";

export function Component() {
  return <OverviewPage videoSlots={<VideoSlots compact />} />;
}
