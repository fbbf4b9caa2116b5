import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon title="Yet To Marry Verification" text="How we keep every ad current: members confirm they are yet to marry at least once every 30 days." />;
}
