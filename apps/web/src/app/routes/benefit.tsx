import { BenefitPage, useInfoPageMeta } from "@/features/info-pages";

export function Component() {
  useInfoPageMeta("benefit");
  return <BenefitPage />;
}
