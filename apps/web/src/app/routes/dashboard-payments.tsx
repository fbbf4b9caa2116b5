import { PaymentsPage } from "@/features/dashboard";

export function Component() {
  return <PaymentsPage />;
}
