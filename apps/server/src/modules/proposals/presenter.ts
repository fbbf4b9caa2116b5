import { z } from "zod";
import type { TProposal } from "@app/contract";
import { int, text, time } from "../../lib/rows.ts";
import { partyOf, type MemberRow } from "../contact/members-service.ts";
import { presentContact } from "../../lib/contact-visibility.ts";
import type { MediaLinks } from "../media/links-service.ts";

/** A proposal as proposalColumns selects it. */
export const ZProposalRow = z.object({
  id: int,
  senderId: int,
  receiverId: int,
  message: text.nullable(),
  status: z.enum(["pending", "accepted", "declined"]),
  responseMessage: text.nullable(),
  createdAt: time,
  respondedAt: time.nullable(),
});
export type ProposalRow = z.infer<typeof ZProposalRow>;

/**
 * A proposal as one of its two members sees it. The receiver sees the sender's chosen contact detail;
 * the sender sees the receiver's only once the proposal is accepted (the contact presenter decides).
 */
export function presentProposal(p: ProposalRow, me: number, other: MemberRow, today: string, links: MediaLinks): TProposal {
  const direction = p.senderId === me ? "sent" : "received";
  return {
    id: p.id,
    direction,
    status: p.status,
    message: p.message,
    responseMessage: p.responseMessage,
    createdAt: new Date(p.createdAt).toISOString(),
    respondedAt: p.respondedAt ? new Date(p.respondedAt).toISOString() : null,
    other: partyOf(other, today, links),
    contact: presentContact(other, {
      userId: me,
      planGrantsContact: false,
      proposalReceived: direction === "received",
      proposalAccepted: direction === "sent" && p.status === "accepted",
    }),
  };
}
