import { useTranslation } from "react-i18next";
import type { TPlan } from "@app/contract";
import { plansNs } from "@/lib/locales/plans";

/** A plan's texts in the chosen language: the Bengali an admin wrote for it where there is any, the badge from the catalogue. */
export function usePlanText(plan: TPlan) {
  const { t, i18n } = useTranslation(plansNs);
  const bn = i18n.language === "bn";
  return {
    name: (bn && plan.nameBn) || plan.name,
    description: (bn && plan.descriptionBn) || plan.description,
    features: bn && plan.featuresBn.length > 0 ? plan.featuresBn : plan.features,
    badge: plan.badge ? t(`badges.${plan.badge}`, { defaultValue: plan.badge }) : null,
  };
}
