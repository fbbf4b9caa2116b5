import { useTranslation } from "@/lib/i18n";
import { PlansPage } from "@/features/plans";
import { plansNs } from "@/lib/locales/plans";
import { usePageMeta } from "@/lib/use-page-meta";

export default function PlansRoute() {
  const { t } = useTranslation(plansNs);
  usePageMeta(t("meta.title"), t("meta.description"));
  return <PlansPage />;
}
