import { RrTrackerPage } from "@/features/admin-rr";

export default function RrTrackerPageRoute() {
  return <RrTrackerPage />;
}
