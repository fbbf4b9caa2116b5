import { ProfilePage } from "@/features/my-ad";

export default function DashboardProfileRoute() {
  return <ProfilePage />;
}
