import { Trans, useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import { Spinner } from "@/components/spinner";
import { buttonStyles } from "@/components/button-styles";
import { usePageMeta } from "@/lib/use-page-meta";
import { formatNumber } from "@/lib/format";
import { postRegNs } from "@/lib/locales/post-reg";
import { useRegistrationDetails } from "../hooks/use-registration-details";
import { InfoTiles } from "./info-tiles";
import { SpecialOffers, type OfferActions } from "./special-offers";

const steps = [
  { n: 1, key: "post", to: null },
  { n: 2, key: "fill", to: "/dashboard" },
  { n: 3, key: "find", to: "/profiles" },
] as const;

/** After registration (spec 001 "Post-registration"): welcome, bonus, next steps and offers. */
export function PostRegistrationPage({ id, offerActions }: { id?: string; offerActions?: OfferActions }) {
  const { t } = useTranslation(postRegNs);
  usePageMeta(t("meta.title"), t("meta.description"));
  const d = useRegistrationDetails(id);

  if (d.loading) return <Spinner label={t("loading")} className="min-h-[60vh]" />;

  return (
    <div className="bg-stone-50 pb-16">
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_10%,rgba(252,211,77,0.25),transparent_45%)]"
        />
        <div className="relative mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-10 text-center sm:py-14">
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full bg-gold-300 text-3xl text-brand-900 shadow-lg"
          >
            ✓
          </span>
          <h1 className="font-display text-3xl font-semibold tracking-wide sm:text-5xl">{t("heading")}</h1>
          <p className="rounded-full bg-white/15 px-4 py-1 text-sm font-semibold tracking-wide text-gold-300">{t("tryFree")}</p>
        </div>
      </section>

      <div className="relative mx-auto -mt-6 grid max-w-6xl gap-6 px-4 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <section aria-labelledby="welcome-title" className="relative rounded-2xl border border-stone-200 bg-white p-6 shadow-md sm:p-8">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h2 id="welcome-title" className="font-display text-2xl font-semibold text-brand-900 sm:text-3xl">
                {t("welcome", { name: d.name })}
              </h2>
              <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
                {t("yourAd", { id: d.adId })}
              </p>
            </div>
            {d.message && (
              <p role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {d.message}
              </p>
            )}
            <p className="mt-4 text-stone-700">{t("congratulations")}</p>
            {d.bonus && (
              <p className="mt-4 flex items-center gap-3 rounded-xl bg-gold-100 px-4 py-3 text-stone-800">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-7 shrink-0 text-brand-700"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M21 11.25v8.25a1.5 1.5 0 0 1-1.5 1.5H5.25a1.5 1.5 0 0 1-1.5-1.5v-8.25M12 4.88A2.63 2.63 0 1 0 9.38 7.5H12m0-2.62V7.5m0-2.62a2.63 2.63 0 1 1 2.63 2.62H12m-8.63 3.75h17.26c.62 0 1.12-.5 1.12-1.13V8.63c0-.63-.5-1.13-1.12-1.13H3.37c-.62 0-1.12.5-1.12 1.13v1.5c0 .62.5 1.12 1.12 1.12zM12 7.5V21" />
                </svg>
                <span>
                  <Trans
                    t={t}
                    i18nKey="bonus"
                    values={{ proposal: formatNumber(d.bonus.proposal), ccp: formatNumber(d.bonus.ccp) }}
                    components={{ strong: <strong className="text-brand-800" /> }}
                  />
                </span>
              </p>
            )}
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link to="/profiles" className={buttonStyles.primary}>
                {t("viewMatching")}
              </Link>
              <Link to="/profile/complete" className={buttonStyles.outline}>
                {t("completeProfile")}
              </Link>
            </div>
          </section>

          <section aria-labelledby="next-title">
            <h2 id="next-title" className="mb-4 font-display text-xl font-semibold text-brand-900">
              {t("nextTitle")}
            </h2>
            <InfoTiles />
          </section>

          <section aria-labelledby="steps-title" className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <h2 id="steps-title" className="font-display text-xl font-semibold text-brand-900">
              {t("stepsTitle")}
            </h2>
            <ol className="mt-4 grid gap-3 sm:grid-cols-3">
              {steps.map((s) => {
                const body = (
                  <>
                    <span className={`text-xs font-bold tracking-wider uppercase ${s.to ? "text-brand-700" : "text-emerald-700"}`}>
                      {t("step", { n: formatNumber(s.n) })} {s.to ? "" : "✓"}
                    </span>
                    <span className="mt-1 block font-semibold text-stone-900">{t(`steps.${s.key}.title`)}</span>
                    <span className="mt-1 block text-sm text-stone-600">{t(`steps.${s.key}.text`)}</span>
                  </>
                );
                return (
                  <li key={s.n}>
                    {s.to ? (
                      <Link
                        to={s.to}
                        className="block h-full rounded-xl border border-brand-200 bg-brand-50/50 p-4 transition hover:border-brand-500 hover:bg-brand-50"
                      >
                        {body}
                      </Link>
                    ) : (
                      <div className="h-full rounded-xl border border-emerald-200 bg-emerald-50 p-4">{body}</div>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>

          <div className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
            <p className="font-display text-lg text-brand-900">{t("startToday")}</p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link to="/profiles" className={buttonStyles.primary}>
                {t("browseNow")}
              </Link>
              <Link to="/dashboard" className={buttonStyles.outline}>
                {t("toDashboard")}
              </Link>
            </div>
          </div>
        </div>

        <SpecialOffers actions={offerActions} />
      </div>
    </div>
  );
}
