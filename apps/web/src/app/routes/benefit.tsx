import { BenefitPage } from "@/features/info-pages";
import { usePageMeta } from "@/lib/use-page-meta";

export function Component() {
  usePageMeta(
    "Benefits",
    "Benefits of a Shubho Bibaho matrimonial ad: circulation till marriage, unlimited proposals received, contact privacy and verified ads.",
  );
  return <BenefitPage />;
}
