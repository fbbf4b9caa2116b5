import { MatchesPage } from "@/features/matching";

export default function DashboardMatchesRoute() {
  return <MatchesPage />;
}
