import { useTranslation, setLanguage } from "@/lib/i18n";

/**
 * One button that switches between English and Bengali; the label is written in the other language.
 * On an English page "বাংলা" is drawn in the device's own Bengali font when it has one (index.css),
 * so an English page does not download the Bengali web font for one word.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === "bn" ? "en" : "bn";
  return (
    <button
      type="button"
      onClick={() => setLanguage(next)}
      lang={next}
      aria-label={t("header.switchToLabel")}
      className={`${next === "bn" ? "font-bengali-label" : ""} inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-stone-300 px-3 text-sm font-medium text-stone-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 ${className}`}
    >
      {t("header.switchTo")}
    </button>
  );
}
