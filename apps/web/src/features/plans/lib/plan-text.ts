import { useTranslation } from "@/lib/i18n";
import type { TPlan } from "@app/contract";
import { plansNs } from "@/lib/locales/plans";

type PlanTexts = Pick<TPlan, "name" | "description"> &
  Partial<Pick<TPlan, "nameBn" | "descriptionBn" | "features" | "featuresBn" | "badge">>;

/** A plan's texts in the chosen language: the Bengali an admin wrote for it where there is any, the badge from the catalogue. */
export function usePlanText(plan: PlanTexts) {
  const { t, i18n } = useTranslation(plansNs);
  const bn = i18n.language === "bn";
  return {
    name: (bn && plan.nameBn) || plan.name,
    description: (bn && plan.descriptionBn) || plan.description,
    features: bn && plan.featuresBn?.length ? plan.featuresBn : (plan.features ?? []),
    badge: plan.badge ? t(`badges.${plan.badge}`, { defaultValue: plan.badge }) : null,
  };
}
