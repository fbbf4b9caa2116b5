import { PaymentsPage } from "@/features/dashboard";

export default function DashboardPaymentsRoute() {
  return <PaymentsPage />;
}
