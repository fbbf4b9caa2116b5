import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon title="How It Works" text="Post your ad, receive and send proposals, and meet the right family — step by step." />;
}
