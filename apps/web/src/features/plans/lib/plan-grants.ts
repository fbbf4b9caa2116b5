import { useTranslation } from "@/lib/i18n";
import type { TPlan } from "@app/contract";
import { plansNs } from "@/lib/locales/plans";

type Grants = Pick<TPlan, "type" | "proposalPoints" | "freeCcp" | "telecallerCalls" | "durationDays">;

/**
 * What a payment of the plan grants, written from the plan's own numbers (never typed into its
 * texts): proposal points, CCP, telecaller calls and how long the ad plan lasts. The settlement grants
 * exactly these.
 */
export function usePlanGrants(plan: Grants): string[] {
  const { t } = useTranslation(plansNs);
  const lines: string[] = [];
  if (plan.proposalPoints > 0) lines.push(t("grants.proposalPoints", { count: plan.proposalPoints }));
  if (plan.freeCcp > 0) lines.push(t("grants.ccp", { count: plan.freeCcp }));
  if (plan.telecallerCalls > 0) lines.push(t("grants.telecallerCalls", { count: plan.telecallerCalls }));
  if (plan.type !== "proposal") lines.push(plan.durationDays ? t("grants.days", { count: plan.durationDays }) : t("grants.tillMarriage"));
  return lines;
}
