import { PlansPage } from "@/features/plans";
import { usePageMeta } from "@/lib/use-page-meta";

export function Component() {
  usePageMeta(
    "Plans",
    "Matrimonial ad plans: Text AD till marriage, video advertisement plans and proposal packs. One-time payment, GST included.",
  );
  return <PlansPage />;
}
