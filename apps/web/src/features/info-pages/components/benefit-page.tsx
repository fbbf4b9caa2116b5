import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { buttonStyles } from "@/components/button-styles";
import { formatNumber } from "@/lib/format";
import { infoNs } from "@/lib/locales/info";

const benefits = ["tillMarriage", "circulation", "proposals", "privacy", "verified", "guarantee", "social", "bonus"] as const;

/** /benefit: why members choose the service, and the Post Your Ad action. */
export function BenefitPage() {
  const { t } = useTranslation(infoNs);
  return (
    <div>
      <div className="bg-gradient-to-r from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
          <p className="text-xs font-semibold tracking-[0.25em] text-gold-300 uppercase">{t("benefit.eyebrow")}</p>
          <h1 className="mt-2 font-display text-3xl font-semibold sm:text-4xl">{t("benefit.title")}</h1>
          <p className="mt-3 max-w-3xl text-lg text-brand-100">{t("benefit.intro")}</p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((b, i) => (
            <li key={b} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="font-display text-3xl font-semibold text-gold-500">
                {formatNumber(i + 1).padStart(2, formatNumber(0))}
              </span>
              <h2 className="mt-2 text-lg font-semibold text-stone-900">{t(`benefit.items.${b}.title`)}</h2>
              <p className="mt-2 text-sm leading-relaxed text-stone-600">{t(`benefit.items.${b}.text`)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center gap-4 rounded-2xl bg-brand-900 px-6 py-10 text-center text-white">
          <h2 className="font-display text-3xl font-semibold">{t("benefit.ctaTitle")}</h2>
          <p className="max-w-xl text-brand-100">{t("benefit.ctaText")}</p>
          <Link to="/register" className={`${buttonStyles.gold} ${buttonStyles.large}`}>
            {t("benefit.cta")}
          </Link>
        </div>
      </div>
    </div>
  );
}
