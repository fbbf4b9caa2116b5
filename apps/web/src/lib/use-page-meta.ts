import { useEffect } from "react";
import { useTranslation } from "./i18n";

/** Sets document.title ("{title} | Shubho Bibaho", in the chosen language) and the meta description for the current page. */
export function usePageMeta(title: string, description?: string) {
  const { t, i18n } = useTranslation();
  const brand = t("brand.name");
  const fallbackTitle = t("meta.homeTitle");
  const fallbackDescription = t("meta.description");
  useEffect(() => {
    document.title = title ? `${title} | ${brand}` : fallbackTitle;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.appendChild(meta);
    }
    meta.content = description ?? fallbackDescription;
  }, [title, description, brand, fallbackTitle, fallbackDescription, i18n.language]);
}
