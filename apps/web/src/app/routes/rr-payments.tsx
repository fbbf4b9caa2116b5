import { TrackPayment } from "@/features/rr";

export default function TrackPaymentRoute() {
  return <TrackPayment />;
}
