import { PromoPage } from "@/features/admin-payments";

export default function PromoPageRoute() {
  return <PromoPage />;
}
