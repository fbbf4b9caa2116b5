import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon title="Edit My Ad" text="Update the details, photos and partner preferences of your advertisement." />;
}
