import { ProposalsTrackerPage } from "@/features/proposals";

export function Component() {
  return <ProposalsTrackerPage />;
}
