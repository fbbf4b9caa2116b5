import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon title="Benefits" text="Everything you get when you post your matrimonial ad with us." />;
}
