import { KycPage } from "@/features/dashboard";

export default function DashboardKycRoute() {
  return <KycPage />;
}
