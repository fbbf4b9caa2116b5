import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon title="Admin Panel" text="Member management, content, payments and settings." />;
}
