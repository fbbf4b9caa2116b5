import { CcpTrackerPage } from "@/features/proposals";

export function Component() {
  return <CcpTrackerPage />;
}
