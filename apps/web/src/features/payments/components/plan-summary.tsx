import { useTranslation } from "@/lib/i18n";
import type { TPlan } from "@app/contract";
import { usePlanText } from "@/features/plans";
import { formatRupees } from "@/lib/format";
import { paymentsNs } from "@/lib/locales/payments";

const kinds = ["text", "video", "proposal"];

/** The chosen plan: name, what is paid, description (in Bengali where the plan has it) and kind. */
export function PlanSummary({
  plan,
}: {
  plan: { name: string; price: number; description: string; type: string } & Partial<
    Pick<TPlan, "nameBn" | "descriptionBn" | "payable" | "gstIncluded">
  >;
}) {
  const { t } = useTranslation(paymentsNs);
  const { name, description } = usePlanText(plan);
  return (
    <section aria-labelledby="summary-title" className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id="summary-title" className="text-sm font-semibold tracking-wider text-stone-600 uppercase">
        {t("summary.title")}
      </h2>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-3">
        <p className="font-display text-2xl font-semibold text-stone-900">{name}</p>
        <p className="text-3xl font-bold text-brand-800" data-testid="plan-price">
          {formatRupees(plan.payable ?? plan.price)}
        </p>
      </div>
      {description && <p className="mt-2 text-stone-600">{description}</p>}
      <p className="mt-1 text-sm text-stone-500">
        {kinds.includes(plan.type) ? t(`summary.kind.${plan.type}`) : t("summary.plan")} ·{" "}
        {plan.gstIncluded === false ? t("summary.gstAdded", { price: formatRupees(plan.price) }) : t("summary.gstIncluded")}
      </p>
    </section>
  );
}
