import { CirculationPage } from "@/features/dashboard";

export default function DashboardCirculationRoute() {
  return <CirculationPage />;
}
