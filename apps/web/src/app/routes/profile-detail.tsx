import { ProfileDetailPage } from "@/features/profile-detail";

export function Component() {
  return <ProfileDetailPage />;
}
