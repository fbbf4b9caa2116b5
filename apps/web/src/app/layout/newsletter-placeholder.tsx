import { useTranslation } from "react-i18next";

/** The newsletter box as it looks, inert, for the moment before its form has loaded (nothing moves when it arrives). */
export function NewsletterPlaceholder() {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" inert className="space-y-2">
      <div className="flex gap-2">
        <input
          tabIndex={-1}
          readOnly
          placeholder={t("footer.emailPlaceholder")}
          className="min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-4 py-2.5 text-sm text-white placeholder:text-brand-200"
        />
        <span className="shrink-0 rounded-full bg-gold-300 px-4 py-2.5 text-sm font-semibold text-brand-900">{t("footer.subscribe")}</span>
      </div>
    </div>
  );
}
