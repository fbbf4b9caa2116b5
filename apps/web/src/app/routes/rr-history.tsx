import { ReferralHistory } from "@/features/rr";

export default function ReferralHistoryRoute() {
  return <ReferralHistory />;
}
