import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon title="Plans" text="Text and video advertisement plans and proposal packs." />;
}
