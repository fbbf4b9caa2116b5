import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon title="RR Login" text="Sign in or register as a relationship representative." />;
}
