import { useTranslation } from "react-i18next";
import { ComingSoon } from "@/components/coming-soon";
import { postRegNs } from "@/lib/locales/post-reg";

export function Component() {
  const { t } = useTranslation(postRegNs);
  return <ComingSoon title={t("complete.title")} text={t("complete.text")} />;
}
