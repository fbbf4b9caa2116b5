import type { QueryClient } from "@tanstack/react-query";

/** Query keys of this feature, and the profile detail's (its contact and proposal state change with ours). */
export const keys = {
  proposals: ["proposals"] as const,
  points: ["points"] as const,
  contactViews: ["contact-views"] as const,
  blocks: ["blocks"] as const,
  adDetail: ["ads", "detail"] as const,
  ads: ["ads"] as const,
};

/** After a proposal is sent or answered: lists, balances and the detail pages. */
export function invalidateAfterProposal(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: keys.proposals }),
    qc.invalidateQueries({ queryKey: keys.points }),
    qc.invalidateQueries({ queryKey: keys.adDetail }),
  ]);
}
