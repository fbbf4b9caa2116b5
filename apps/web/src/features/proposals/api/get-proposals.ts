import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ZProposalListData, type TProposalStatus } from "@app/contract";
import { api } from "@/lib/api";
import { keys } from "./keys";

export type ProposalDirection = "sent" | "received";
export type ProposalListParams = { page: number; status?: TProposalStatus; limit?: number };

/** GET /api/proposals/sent|received?page&limit&status: one page, newest first, with counts by status. */
export const getProposals = (direction: ProposalDirection, p: ProposalListParams, signal?: AbortSignal) => {
  const q = new URLSearchParams({ page: String(p.page), limit: String(p.limit ?? 10) });
  if (p.status) q.set("status", p.status);
  return api(`/proposals/${direction}?${q}`, { signal }, ZProposalListData);
};

export const proposalsQuery = (direction: ProposalDirection, p: ProposalListParams) =>
  queryOptions({
    queryKey: [...keys.proposals, direction, p],
    queryFn: ({ signal }) => getProposals(direction, p, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useProposals = (direction: ProposalDirection, p: ProposalListParams) => useQuery(proposalsQuery(direction, p));
