import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon title="About Shubho Bibaho" text="Who we are, why families trust us and how we help you find the right match." />;
}
