import { ProposalsTrackerPage } from "@/features/proposals";

export default function DashboardProposalsRoute() {
  return <ProposalsTrackerPage />;
}
