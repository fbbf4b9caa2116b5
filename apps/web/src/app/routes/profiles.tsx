import { BrowsePage } from "@/features/browse";

export function Component() {
  return <BrowsePage />;
}
