import { ProfilePage } from "@/features/my-ad";

export function Component() {
  return <ProfilePage />;
}
