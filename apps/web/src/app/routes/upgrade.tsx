import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon title="Upgrade Your Ad" text="Add contact visibility and top-zone placement to your ad." />;
}
