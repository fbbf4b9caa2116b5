import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon title="Blog" text="Stay updated with our blog: matrimony tips, stories and news." />;
}
