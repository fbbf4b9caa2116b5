import { PrivacyPage } from "@/features/my-ad";

export function Component() {
  return <PrivacyPage />;
}
