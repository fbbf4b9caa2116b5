import { PaymentsListPage } from "@/features/admin-payments";

export default function PaymentsListPageRoute() {
  return <PaymentsListPage />;
}
