import { UpgradePage } from "@/features/post-registration";

/** /upgrade: the plans that upgrade the member's ad. */
export function Component() {
  return <UpgradePage />;
}
