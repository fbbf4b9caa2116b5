import { MemberConsentPage } from "@/features/rr";

export default function RrConfirmRoute() {
  return <MemberConsentPage />;
}
