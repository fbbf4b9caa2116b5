import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { buttonStyles } from "@/components/button-styles";
import { homeNs } from "@/lib/locales/home";

const services = [
  {
    icon: "M9 12.75 11.25 15 15 9.75M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
    key: "verified",
  },
  {
    icon: "M16.5 10.5V6.75a4.5 4.5 0 1 0-9 0v3.75m-.75 11.25h10.5a2.25 2.25 0 0 0 2.25-2.25v-6.75a2.25 2.25 0 0 0-2.25-2.25H6.75a2.25 2.25 0 0 0-2.25 2.25v6.75a2.25 2.25 0 0 0 2.25 2.25z",
    key: "privacy",
  },
  {
    icon: "M21.75 6.75v10.5a2.25 2.25 0 0 1-2.25 2.25h-15a2.25 2.25 0 0 1-2.25-2.25V6.75m19.5 0A2.25 2.25 0 0 0 19.5 4.5h-15a2.25 2.25 0 0 0-2.25 2.25m19.5 0v.243a2.25 2.25 0 0 1-1.07 1.916l-7.5 4.615a2.25 2.25 0 0 1-2.36 0L3.32 8.91a2.25 2.25 0 0 1-1.07-1.916V6.75",
    key: "proposals",
  },
  {
    icon: "M12 6v6h4.5m4.5 0a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
    key: "tillMarriage",
  },
] as const;

/** Welcome text with the two main actions. */
export function Welcome() {
  const { t } = useTranslation(homeNs);
  return (
    <section aria-labelledby="welcome-title" className="mx-auto max-w-4xl px-4 pt-14 text-center sm:px-6 sm:pt-20">
      <p className="text-xs font-semibold tracking-[0.25em] text-gold-500 uppercase">{t("welcome.eyebrow")}</p>
      <h2 id="welcome-title" className="mt-2 font-display text-3xl font-semibold text-brand-900 sm:text-4xl">
        {t("welcome.title")}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-stone-700">{t("welcome.text")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/register" className={buttonStyles.primary}>
          {t("welcome.postAd")}
        </Link>
        <Link to="/workflow" className={buttonStyles.outline}>
          {t("welcome.howItWorks")}
        </Link>
      </div>
    </section>
  );
}

/** The four service cards. */
export function ServiceCards() {
  const { t } = useTranslation(homeNs);
  return (
    <section aria-labelledby="why-us" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
      <p className="text-center text-xs font-semibold tracking-[0.25em] text-gold-500 uppercase">{t("services.eyebrow")}</p>
      <h2 id="why-us" className="mt-2 text-center font-display text-3xl font-semibold text-brand-900 sm:text-4xl">
        {t("services.title")}
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((s) => (
          <li key={s.key} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <svg
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={s.icon} />
              </svg>
            </span>
            <h3 className="mt-4 text-lg font-semibold text-stone-900">{t(`services.${s.key}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-stone-600">{t(`services.${s.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
