import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  ZAdminLocations,
  ZAdminPlan,
  ZAdminReligions,
  ZCatalogueOption,
  type TAdminPlanRequest,
  type TCatalogueAddRequest,
  type TCatalogueEditRequest,
  type TCatalogueList,
} from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/admin/catalogue/states — states and their cities, with how many ads hold each. */
export const useAdminLocations = () =>
  useQuery({
    queryKey: ["admin", "catalogue", "states"],
    queryFn: () => api("/admin/catalogue/states", { auth: "admin" }, ZAdminLocations),
  });

/** GET /api/admin/catalogue/religions — religion → community → caste, with how many ads hold each. */
export const useAdminReligions = () =>
  useQuery({
    queryKey: ["admin", "catalogue", "religions"],
    queryFn: () => api("/admin/catalogue/religions", { auth: "admin" }, ZAdminReligions),
  });

const ZItem = z.object({ item: ZCatalogueOption });

/** POST, PUT and DELETE /api/admin/catalogue/{list}; the member-facing option lists are fetched anew after each. */
export function useCatalogueActions(list: TCatalogueList) {
  const qc = useQueryClient();
  const refresh = () =>
    Promise.all([qc.invalidateQueries({ queryKey: ["admin", "catalogue", list] }), qc.invalidateQueries({ queryKey: ["options"] })]);
  const url = `/admin/catalogue/${list}`;
  return {
    add: useMutation({
      mutationFn: (body: TCatalogueAddRequest) => api(url, { method: "POST", body, auth: "admin" }, ZItem),
      onSettled: refresh,
    }),
    edit: useMutation({
      mutationFn: (body: TCatalogueEditRequest) => api(url, { method: "PUT", body, auth: "admin" }, ZItem),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (path: string[]) => api(url, { method: "DELETE", body: { path }, auth: "admin" }, z.object({ deleted: z.literal(true) })),
      onSettled: refresh,
    }),
  };
}

/** GET /api/admin/plans — every plan, retired ones too. */
export const useAdminPlans = () =>
  useQuery({
    queryKey: ["admin", "catalogue", "plans"],
    queryFn: () => api("/admin/plans", { auth: "admin" }, z.object({ plans: z.array(ZAdminPlan) })),
  });

/** PUT /api/admin/plans/{id}. */
export function useSavePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; body: TAdminPlanRequest }) =>
      api(`/admin/plans/${v.id}`, { method: "PUT", body: v.body, auth: "admin" }, z.object({ plan: ZAdminPlan })),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ["admin", "catalogue", "plans"] }),
        qc.invalidateQueries({ queryKey: ["admin", "plans"] }),
        qc.invalidateQueries({ queryKey: ["plans"] }),
      ]),
  });
}
