import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon title="Admin Login" text="Sign in to the administration panel." />;
}
