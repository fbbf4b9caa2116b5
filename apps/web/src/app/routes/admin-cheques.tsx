import { ChequesPage } from "@/features/admin-payments";

export default function ChequesPageRoute() {
  return <ChequesPage />;
}
