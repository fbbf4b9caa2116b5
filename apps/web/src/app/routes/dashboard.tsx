import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon title="My Dashboard" text="Your ad, proposals, points and payments in one place." />;
}
