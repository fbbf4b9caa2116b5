import { ProfileCompletePage } from "@/features/post-registration";

/** /profile/complete: the steps that complete the member's ad (from the post-registration page). */
export default function ProfileCompleteRoute() {
  return <ProfileCompletePage />;
}
