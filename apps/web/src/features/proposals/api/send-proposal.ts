import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZSendProposalData, type TSendProposalV1Body } from "@app/contract";
import { api } from "@/lib/api";
import { invalidateAfterProposal } from "./keys";

/** POST /api/v1/proposals/send with proposedUserId (the ad's profile id, e.g. B2001) and an optional message. */
export const sendProposal = (body: TSendProposalV1Body) => api(`/v1/proposals/send`, { method: "POST", body }, ZSendProposalData);

export function useSendProposal() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: sendProposal, onSuccess: () => invalidateAfterProposal(qc) });
}
