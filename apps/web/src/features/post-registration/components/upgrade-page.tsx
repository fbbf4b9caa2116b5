import { useTranslation } from "@/lib/i18n";
import type { TCurrentPlan, TPlan } from "@app/contract";
import { Link } from "react-router";
import { buttonStyles } from "@/components/button-styles";
import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/spinner";
import { useCurrentPlan } from "@/features/payments";
import { PlanCard, usePlans, usePlanText } from "@/features/plans";
import { formatDate } from "@/lib/format";
import { postRegNs } from "@/lib/locales/post-reg";
import { usePageMeta } from "@/lib/use-page-meta";
import { upgradePlans } from "../lib/upgrade-plans";

/** /upgrade: the member's plan now, and the plans that upgrade their ad, each leading to checkout. */
export function UpgradePage() {
  const { t } = useTranslation(postRegNs);
  usePageMeta(t("upgrade.title"), t("upgrade.text"));
  const plans = usePlans("main");
  const current = useCurrentPlan();

  const body = () => {
    if (plans.isPending || current.isPending) return <Spinner label={t("upgrade.loading")} className="min-h-[40vh]" />;
    if (plans.isError || current.isError)
      return (
        <LoadError
          message={t("upgrade.loadFailed")}
          retry={() => {
            void plans.refetch();
            void current.refetch();
          }}
        />
      );
    const plan = current.data.plan;
    const offers = upgradePlans(plans.data, plan);
    return (
      <>
        <CurrentPlan plan={plan} sold={plans.data} />
        {offers.length ? (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {offers.map((p) => (
              <li key={p.id}>
                <PlanCard plan={p} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-8 rounded-2xl bg-emerald-50 p-5 text-emerald-900">{t("upgrade.top")}</p>
        )}
        <p className="mt-10 rounded-2xl bg-gold-100 p-5 text-sm text-amber-950">
          {t("upgrade.proposals")}{" "}
          <Link to="/plans" className="font-semibold underline">
            {t("upgrade.allPlans")}
          </Link>
        </p>
      </>
    );
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-display text-3xl font-semibold text-brand-900 sm:text-4xl">{t("upgrade.title")}</h1>
      <p className="mt-2 max-w-2xl text-stone-600">{t("upgrade.text")}</p>
      <div className="mt-6">{body()}</div>
      <p className="mt-8 text-sm">
        <Link to="/dashboard" className={buttonStyles.outline}>
          {t("toDashboard")}
        </Link>
      </p>
    </div>
  );
}

/** "Your ad is on …": the plan's name in the chosen language where the catalogue has it, and until when. */
function CurrentPlan({ plan, sold }: { plan: TCurrentPlan | null; sold: TPlan[] }) {
  const { t } = useTranslation(postRegNs);
  const name = usePlanText(sold.find((p) => p.id === plan?.id) ?? { name: plan?.name ?? "", description: "" }).name;
  return (
    <p className="rounded-2xl border border-stone-200 bg-white p-4 text-stone-700 shadow-sm sm:p-5">
      {plan
        ? t("upgrade.current", {
            plan: name,
            until: plan.endsAt ? t("upgrade.until", { date: formatDate(plan.endsAt) }) : t("upgrade.tillMarriage"),
          })
        : t("upgrade.free")}
    </p>
  );
}
