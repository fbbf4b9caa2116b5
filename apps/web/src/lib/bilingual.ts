import { useTranslation } from "./i18n";

/** The Bengali twin of a text when the site is in Bengali and it is filled, else the English. */
export const pickLanguage = (lng: string, en: string, bn?: string | null) => (lng === "bn" && bn?.trim() ? bn : en);

/** `pick(en, bn)` for the current language. */
export function useBilingual() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return (en: string, bn?: string | null) => pickLanguage(lng, en, bn);
}
