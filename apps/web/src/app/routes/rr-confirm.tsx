import { MemberConsentPage } from "@/features/rr";

export function Component() {
  return <MemberConsentPage />;
}
