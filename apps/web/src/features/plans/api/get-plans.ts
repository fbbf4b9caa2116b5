import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPlan } from "@app/contract";
import { api, contractSchema } from "@/lib/api";

export type PlanCatalog = TPlan["catalog"];

/** GET /api/plans?catalog=… (plans in display order). */
export const plansQuery = (catalog: PlanCatalog) =>
  queryOptions({
    queryKey: ["plans", catalog],
    queryFn: ({ signal }) => api(`/plans?catalog=${catalog}`, { auth: "none", signal }, contractSchema("ZPlans")),
    staleTime: 5 * 60_000,
  });

/** A catalogue's plans under their query's key (the server draws the plans page from them). */
export const plansSeed = (catalog: PlanCatalog, plans: TPlan[]) => [plansQuery(catalog).queryKey, plans] as const;

export const usePlans = (catalog: PlanCatalog) => useQuery(plansQuery(catalog));
