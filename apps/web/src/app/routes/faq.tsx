import { useTranslation } from "@/lib/i18n";
import { FaqPage } from "@/features/faq";
import { faqNs } from "@/lib/locales/faq";
import { usePageMeta } from "@/lib/use-page-meta";

export default function FaqRoute() {
  const { t } = useTranslation(faqNs);
  usePageMeta(t("metaTitle"), t("metaDescription"));
  return <FaqPage />;
}
