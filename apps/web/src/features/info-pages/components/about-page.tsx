import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { AnimatedCounter } from "@/components/animated-counter";
import { buttonStyles } from "@/components/button-styles";
import { infoNs } from "@/lib/locales/info";

const counters = [
  { value: 4375, key: "customers", durationMs: 2600 },
  { value: 2625, key: "members", durationMs: 2200 },
  { value: 6000, key: "ads", durationMs: 3000 },
] as const;

const reasons = ["quality", "protection", "support", "complaints", "verified", "payment"] as const;

/** /about: intro, animated counters, six reasons and the founder. */
export function AboutPage() {
  const { t } = useTranslation(infoNs);
  return (
    <div>
      <div className="bg-gradient-to-r from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 sm:py-16">
          <p className="text-xs font-semibold tracking-[0.25em] text-gold-300 uppercase">{t("about.eyebrow")}</p>
          <h1 className="mt-2 font-display text-4xl font-semibold">{t("about.title")}</h1>
          <p className="mt-4 text-lg leading-relaxed text-brand-100">{t("about.intro")}</p>
        </div>
      </div>
      <section aria-label={t("about.numbers")} className="mx-auto -mt-8 max-w-5xl px-4 sm:px-6">
        <ul className="grid gap-4 rounded-2xl bg-white p-6 shadow-xl sm:grid-cols-3">
          {counters.map((c) => (
            <li key={c.key} className="text-center">
              <AnimatedCounter
                value={c.value}
                durationMs={c.durationMs}
                suffix="+"
                className="block font-display text-4xl font-semibold text-brand-800"
              />
              <span className="mt-1 block text-sm font-medium text-stone-600">{t(`about.counters.${c.key}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="reasons-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="reasons-title" className="text-center font-display text-3xl font-semibold text-brand-900">
          {t("about.reasonsTitle")}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map((r) => (
            <li key={r} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-stone-900">{t(`about.reasons.${r}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-600">{t(`about.reasons.${r}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="founder-title" className="bg-gold-100/60 py-14">
        <div className="mx-auto grid max-w-5xl items-center gap-8 px-4 sm:px-6 md:grid-cols-[12rem_1fr]">
          <img
            src="/images/about/founder.svg"
            alt={t("about.founderAlt")}
            width={192}
            height={192}
            loading="lazy"
            className="mx-auto size-48 rounded-full shadow-lg"
          />
          <div>
            <h2 id="founder-title" className="font-display text-3xl font-semibold text-brand-900">
              {t("about.founderTitle")}
            </h2>
            <p className="mt-3 leading-relaxed text-stone-700">{t("about.founderQuote")}</p>
            <p className="mt-3 font-semibold text-stone-900">{t("about.founderName")}</p>
            <Link to="/register" className={`${buttonStyles.primary} mt-5`}>
              {t("postAdFree")}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
