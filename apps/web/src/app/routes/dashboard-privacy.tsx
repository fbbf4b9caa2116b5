import { PrivacyPage } from "@/features/my-ad";

export default function DashboardPrivacyRoute() {
  return <PrivacyPage />;
}
