import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon title="Checkout" text="Secure payment for your chosen plan." />;
}
