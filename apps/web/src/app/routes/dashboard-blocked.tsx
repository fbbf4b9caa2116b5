import { BlockedPage } from "@/features/proposals";

export function Component() {
  return <BlockedPage />;
}
