import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import { formatRupees } from "@/lib/format";
import { plansNs } from "@/lib/locales/plans";
import { useSession } from "@/lib/session";
import type { TPlan } from "@app/contract";
import { usePlans } from "../api/get-plans";
import { checkoutUrl, toCheckoutPlan } from "../lib/checkout-plan";
import { usePlanText } from "../lib/plan-text";

/** One package: name and badge, what it gives, the fee, and (for a signed-in member) Buy under the fee. */
function FeeRow({ plan, canBuy }: { plan: TPlan; canBuy: boolean }) {
  const { t } = useTranslation(plansNs);
  const { name, description, badge } = usePlanText(plan);
  const cp = toCheckoutPlan(plan);
  return (
    <tr className={plan.popular ? "bg-gold-100/60" : undefined} data-testid="package-row">
      <th scope="row" className="px-4 py-3 align-top font-display text-lg font-semibold text-brand-900">
        {name}
        {badge && (
          <span className="ml-2 inline-block rounded-full bg-brand-700 px-2 py-0.5 align-middle font-sans text-xs font-bold whitespace-nowrap text-white">
            {badge}
          </span>
        )}
        {/* On a phone the description sits under the name: three columns leave it no room. */}
        <span className="mt-1 block font-sans text-sm font-normal text-stone-700 sm:hidden">{description}</span>
      </th>
      <td className="hidden px-4 py-3 align-top text-stone-700 sm:table-cell">{description}</td>
      <td className="px-4 py-3 text-right align-top">
        <span className="block text-base font-bold whitespace-nowrap text-brand-800">{formatRupees(plan.price)}</span>
        {canBuy && (
          <Link
            to={checkoutUrl(cp)}
            state={{ plan: cp }}
            className="mt-2 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 font-semibold whitespace-nowrap text-white hover:bg-brand-800"
          >
            {t("card.buy")}
            <span className="sr-only"> {name}</span>
          </Link>
        )}
      </td>
    </tr>
  );
}

/** Video profile packages (Silver, Gold, Diamond; GST extra) from the database; a signed-in member buys one here. */
export function VideoFeesTable() {
  const { t } = useTranslation(plansNs);
  const { data, isPending, isError } = usePlans("video_profile");
  const canBuy = useSession().isAuthenticated;
  if (isPending) return <div aria-hidden="true" className="h-48 animate-pulse rounded-2xl bg-stone-100" />;
  if (isError || !data.length) return <p className="text-stone-600">{t("videoFees.unavailable")}</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full min-w-[20rem] text-left text-sm">
        <caption className="sr-only">{t("videoFees.caption")}</caption>
        <thead className="bg-brand-800 text-white">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("videoFees.plan")}
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
              {t("videoFees.whatYouGet")}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t("videoFees.fee")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {data.map((p) => (
            <FeeRow key={p.id} plan={p} canBuy={canBuy} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
