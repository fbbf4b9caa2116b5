import { ZSendProposalV1Body } from "@app/contract";

/** "Send Proposal": the send request's message (the target comes from the page). */
export const proposalFormSchema = ZSendProposalV1Body.pick({ message: true });
