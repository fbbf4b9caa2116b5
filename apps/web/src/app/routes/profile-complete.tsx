import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon title="Complete Your Profile" text="Add family details, partner preferences and more photos to get better matches." />;
}
