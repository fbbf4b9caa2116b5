import type { TCurrentPlan, TPlan } from "@app/contract";

const adPlan = (p: TPlan) => p.type === "text" || p.type === "video";

/**
 * The ad plans that upgrade the member's ad: those priced above the plan the ad is on now (every ad
 * plan for a free ad, a trial, or a plan no longer sold), never the plan itself. Proposal packs add
 * proposals, not a better ad, and stay on /plans.
 */
export function upgradePlans(plans: TPlan[], current: TCurrentPlan | null): TPlan[] {
  const now = current ? plans.find((p) => p.id === current.id) : undefined;
  const floor = now?.price ?? 0;
  return plans.filter((p) => adPlan(p) && p.id !== current?.id && p.price > floor);
}
