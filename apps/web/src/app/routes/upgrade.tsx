import { UpgradePage } from "@/features/post-registration";

/** /upgrade: the plans that upgrade the member's ad. */
export default function UpgradeRoute() {
  return <UpgradePage />;
}
