import { KycPage } from "@/features/dashboard";

export function Component() {
  return <KycPage />;
}
