import { BenefitPage, useInfoPageMeta } from "@/features/info-pages";

export default function BenefitRoute() {
  useInfoPageMeta("benefit");
  return <BenefitPage />;
}
