import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, contractSchema } from "@/lib/api";
import { keys } from "./keys";

export type PointsParams = { page?: number; limit?: number; kind?: "proposal" | "ccp" };

/** GET /api/points?page&limit&kind: balances, monthly and daily limits, and a page of the ledger. */
export const getPoints = (p: PointsParams, signal?: AbortSignal) => {
  const q = new URLSearchParams({ page: String(p.page ?? 1), limit: String(p.limit ?? 10) });
  if (p.kind) q.set("kind", p.kind);
  return api(`/points?${q}`, { signal }, contractSchema("ZPointsData"));
};

export const pointsQuery = (p: PointsParams = {}) =>
  queryOptions({
    queryKey: [...keys.points, p],
    queryFn: ({ signal }) => getPoints(p, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const usePoints = (p: PointsParams = {}, enabled = true) => useQuery({ ...pointsQuery(p), enabled });
