import { Trans, useTranslation } from "@/lib/i18n";
import type { TPlan } from "@app/contract";
import { plansNs } from "@/lib/locales/plans";
import { buttonStyles } from "@/components/button-styles";
import { Spinner } from "@/components/spinner";
import { usePlans } from "../api/get-plans";
import { PlanCard } from "./plan-card";

const groups: TPlan["type"][] = ["text", "video", "proposal"];
const benefits = ["circulation", "proposals", "privacy", "oneTime"] as const;

/** /plans: text, video and proposal plans from the database, each leading to checkout. */
export function PlansPage() {
  const { t } = useTranslation(plansNs);
  const { data, isPending, isError, refetch } = usePlans("main");
  return (
    <div>
      <div className="bg-gradient-to-r from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 text-center sm:px-6 sm:py-14">
          <h1 className="font-display text-4xl font-semibold">{t("heading")}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{t("intro")}</p>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-brand-100">
            {benefits.map((b) => (
              <li key={b} className="flex items-center gap-2">
                <span aria-hidden="true" className="text-gold-300">
                  ✦
                </span>
                {t(`benefits.${b}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {isPending ? (
          <Spinner label={t("loading")} className="min-h-dvh" />
        ) : isError ? (
          <div role="alert" className="mx-auto max-w-md rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
            <p>{t("loadFailed")}</p>
            <button type="button" onClick={() => refetch()} className={`${buttonStyles.outline} mt-3`}>
              {t("tryAgain")}
            </button>
          </div>
        ) : (
          groups.map((g) => {
            const plans = data.filter((p) => p.type === g);
            if (!plans.length) return null;
            return (
              <section key={g} aria-labelledby={`group-${g}`} className="mb-14 last:mb-0">
                <h2 id={`group-${g}`} className="font-display text-3xl font-semibold text-brand-900">
                  {t(`groups.${g}.title`)}
                </h2>
                <p className="mt-1 text-stone-600">{t(`groups.${g}.text`)}</p>
                <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {plans.map((p) => (
                    <li key={p.id}>
                      <PlanCard plan={p} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        )}
        <p className="mt-12 rounded-2xl bg-gold-100 p-5 text-center text-sm text-amber-950">
          <Trans t={t} i18nKey="trialNote" />
        </p>
      </div>
    </div>
  );
}
