import { useParams } from "react-router";
import { PaymentsDetailPage } from "@/features/admin-payments";

export default function AdminPaymentRoute() {
  const { id } = useParams();
  return <PaymentsDetailPage id={id ?? ""} />;
}
