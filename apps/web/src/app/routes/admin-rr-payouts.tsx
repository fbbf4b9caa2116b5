import { RrPayoutsPage } from "@/features/admin-rr";

export default function RrPayoutsPageRoute() {
  return <RrPayoutsPage />;
}
