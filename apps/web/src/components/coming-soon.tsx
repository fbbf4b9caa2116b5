import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { commonNs } from "@/lib/locales/common";
import { usePageMeta } from "@/lib/use-page-meta";
import { buttonStyles } from "./button-styles";

export type ComingSoonProps = {
  title: string;
  /** One line shown under the title (also the page's meta description). */
  text?: string;
};

/** Placeholder for pages that are still being built: title, one line, links to Home and Post Ad. */
export function ComingSoon({ title, text: given }: ComingSoonProps) {
  const { t } = useTranslation(commonNs);
  const text = given ?? t("comingSoon.text");
  usePageMeta(title, text);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center sm:py-24">
      <span aria-hidden="true" className="mb-6 flex size-16 items-center justify-center rounded-full bg-brand-50 ring-8 ring-brand-50/60">
        <svg viewBox="0 0 24 24" className="size-8 text-brand-700" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path strokeLinecap="round" strokeLinejoin="round" d="M12 6v6l4 2m5-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" />
        </svg>
      </span>
      <p className="text-xs font-semibold tracking-[0.2em] text-gold-500 uppercase">{t("comingSoon.eyebrow")}</p>
      <h1 className="mt-2 font-display text-3xl font-semibold text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-md text-base text-stone-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonStyles.outline}>
          {t("home")}
        </Link>
        <Link to="/register" className={buttonStyles.primary}>
          {t("postAd")}
        </Link>
      </div>
    </section>
  );
}
