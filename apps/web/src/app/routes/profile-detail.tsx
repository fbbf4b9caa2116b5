import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon title="Profile" text="Full details of this matrimonial advertisement." />;
}
