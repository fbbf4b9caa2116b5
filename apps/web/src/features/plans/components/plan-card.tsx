import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import type { TPlan } from "@app/contract";
import { formatRupees } from "@/lib/format";
import { plansNs } from "@/lib/locales/plans";
import { checkoutUrl, toCheckoutPlan } from "../lib/checkout-plan";
import { usePlanGrants } from "../lib/plan-grants";
import { usePlanText } from "../lib/plan-text";

function Tick() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-emerald-600" fill="currentColor">
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
    </svg>
  );
}

/** A plan with its price, badge, features and the way to checkout. */
export function PlanCard({ plan }: { plan: TPlan }) {
  const { t } = useTranslation(plansNs);
  const cp = toCheckoutPlan(plan);
  const { name, description, features, badge } = usePlanText(plan);
  const grants = usePlanGrants(plan);
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={`relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm ${plan.popular ? "border-brand-600 shadow-lg ring-1 ring-brand-600" : "border-stone-200"}`}
    >
      {badge && (
        <span
          className={`absolute -top-3 left-6 rounded-full px-3 py-1 text-xs font-bold ${plan.popular ? "bg-brand-700 text-white" : "bg-gold-300 text-brand-900"}`}
        >
          {badge}
        </span>
      )}
      <h3 id={`plan-${plan.id}`} className="font-display text-2xl font-semibold text-stone-900">
        {name}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{description}</p>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-4xl font-bold text-brand-800">{formatRupees(plan.price)}</span>
        <span className="text-sm text-stone-600">{plan.gstIncluded ? t("card.inclGst") : t("card.plusGst")}</span>
      </p>
      <div className="mt-3 rounded-lg bg-gold-100 px-3 py-2 text-sm text-amber-950" data-testid="plan-grants">
        <p className="font-semibold">{t("card.grantsTitle")}</p>
        <ul className="mt-1 space-y-0.5">
          {grants.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      </div>
      <ul className="mt-5 space-y-2 text-sm text-stone-700">
        {features.map((f) => (
          <li key={f} className="flex gap-2">
            <Tick />
            {f}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <Link
          to={checkoutUrl(cp)}
          state={{ plan: cp }}
          className={`flex min-h-11 w-full items-center justify-center rounded-full px-5 font-semibold transition ${plan.popular ? "bg-brand-700 text-white hover:bg-brand-800" : "border border-brand-700 text-brand-700 hover:bg-brand-50"}`}
        >
          {t("card.choose")}
          <span className="sr-only"> {name}</span>
        </Link>
      </div>
    </article>
  );
}
