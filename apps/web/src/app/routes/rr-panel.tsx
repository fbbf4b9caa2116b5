import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon title="RR Panel" text="Your referred members, payments and commission." />;
}
