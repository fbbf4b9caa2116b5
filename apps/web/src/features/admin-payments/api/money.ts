import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  ZCreditNote,
  ZAdminOrderDetail,
  ZAdminOrdersData,
  ZCheque,
  ZChequeListData,
  ZPlans,
  ZPromo,
  ZRefundData,
  type TAdminOrdersQuery,
  type TChequeCreateRequest,
  type TPromoRequest,
} from "@app/contract";
import { api, withQuery } from "@/lib/api";

/** GET /api/admin/payments — every order with filters, a page of them and the totals for the filter. */
export const useAdminOrders = (q: TAdminOrdersQuery) =>
  useQuery({
    queryKey: ["admin", "orders", q],
    queryFn: () => api(withQuery("/admin/payments", q), { auth: "admin" }, ZAdminOrdersData),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/payments/{id} — gateway ids and the order's history. */
export const useAdminOrder = (id: string) =>
  useQuery({
    queryKey: ["admin", "order", id],
    queryFn: () => api(`/admin/payments/${encodeURIComponent(id)}`, { auth: "admin" }, z.object({ order: ZAdminOrderDetail })),
  });

/** GET /api/admin/payments/{id}/credit-note — the credit note a refund of the order issued. */
export const useAdminCreditNote = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ["admin", "credit-note", id],
    queryFn: () => api(`/admin/payments/${encodeURIComponent(id)}/credit-note`, { auth: "admin" }, ZCreditNote),
    enabled,
  });

const useRefresh = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ["admin"], refetchType: "active" });
};

/** POST /api/admin/payments/{id}/refund — a full refund through the payments service (super admins). */
export function useRefund() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { id: string; reason: string }) =>
      api(`/admin/payments/${encodeURIComponent(v.id)}/refund`, { method: "POST", body: { reason: v.reason }, auth: "admin" }, ZRefundData),
    onSettled: refresh,
  });
}

/** GET /api/admin/cheques — recorded, cleared and bounced offline payments. */
export const useCheques = (status: string, page: number) =>
  useQuery({
    queryKey: ["admin", "cheques", status, page],
    queryFn: () => api(withQuery("/admin/cheques", { status, page, pageSize: 20 }), { auth: "admin" }, ZChequeListData),
    placeholderData: keepPreviousData,
  });

const ZChequeData = z.object({ cheque: ZCheque });

/** POST /api/admin/cheques, …/{id}/clear, …/{id}/bounce. */
export function useChequeActions() {
  const refresh = useRefresh();
  return {
    record: useMutation({
      mutationFn: (body: TChequeCreateRequest) => api("/admin/cheques", { method: "POST", body, auth: "admin" }, ZChequeData),
      onSettled: refresh,
    }),
    clear: useMutation({
      mutationFn: (id: string) => api(`/admin/cheques/${encodeURIComponent(id)}/clear`, { method: "POST", auth: "admin" }, ZChequeData),
      onSettled: refresh,
    }),
    bounce: useMutation({
      mutationFn: (v: { id: string; reason: string }) =>
        api(
          `/admin/cheques/${encodeURIComponent(v.id)}/bounce`,
          { method: "POST", body: { reason: v.reason }, auth: "admin" },
          ZChequeData,
        ),
      onSettled: refresh,
    }),
  };
}

/** GET /api/admin/promos. */
export const usePromos = () =>
  useQuery({
    queryKey: ["admin", "promos"],
    queryFn: () => api("/admin/promos", { auth: "admin" }, z.object({ promos: z.array(ZPromo) })),
  });

const ZPromoData = z.object({ promo: ZPromo });

/** POST /api/admin/promos, PUT and DELETE /api/admin/promos/{id}. */
export function usePromoActions() {
  const refresh = useRefresh();
  return {
    save: useMutation({
      mutationFn: (v: { id?: number; body: TPromoRequest }) =>
        v.id
          ? api(`/admin/promos/${v.id}`, { method: "PUT", body: v.body, auth: "admin" }, ZPromoData)
          : api("/admin/promos", { method: "POST", body: v.body, auth: "admin" }, ZPromoData),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        api(`/admin/promos/${id}`, { method: "DELETE", auth: "admin" }, z.object({ deleted: z.boolean(), deactivated: z.boolean() })),
      onSettled: refresh,
    }),
  };
}

/** GET /api/plans?catalog=main — the plans sold online (filters, cheque and promo forms). */
export const useMainPlans = () =>
  useQuery({
    queryKey: ["admin", "plans", "main"],
    queryFn: () => api("/plans?catalog=main", { auth: "none" }, ZPlans),
    staleTime: 5 * 60_000,
  });
