import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZProposalData } from "@app/contract";
import { api } from "@/lib/api";
import { invalidateAfterProposal } from "./keys";

/** PUT /api/proposals/{id}/respond: accept or decline, with an optional reply. */
export const respondProposal = (v: { id: number; status: "accepted" | "declined"; message?: string }) =>
  api(`/proposals/${v.id}/respond`, { method: "PUT", body: { status: v.status, message: v.message?.trim() || null } }, ZProposalData);

export function useRespondProposal() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: respondProposal, onSuccess: () => invalidateAfterProposal(qc) });
}
