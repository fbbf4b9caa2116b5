import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon title="Proposals" text="How proposals and proposal points work on Shubho Bibaho." />;
}
