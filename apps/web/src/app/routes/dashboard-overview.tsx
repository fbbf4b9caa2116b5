import { OverviewPage } from "@/features/dashboard";

export function Component() {
  return <OverviewPage />;
}
