import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ZAdminRrCommissionRateData,
  ZAdminRrListData,
  ZAdminRrStatusResponse,
  ZRrDueData,
  ZRrPayoutResponse,
  type TAdminRrCommissionRateRequest,
  type TRrPayoutRequest,
} from "@app/contract";
import { api, download, withQuery } from "@/lib/api";

/** GET /api/admin/rr — RR Tracker: every RR with code, members and commission earned, paid and due. */
export function useRrTracker(page: number, search: string) {
  return useQuery({
    queryKey: ["admin", "rr", "tracker", page, search],
    queryFn: () => api(withQuery("/admin/rr", { page, limit: 20, search }), { auth: "admin" }, ZAdminRrListData),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/admin/rr/{id}/status — activate or deactivate an RR (super admin). */
export function useSetRrActive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api(`/admin/rr/${id}/status`, { method: "PUT", body: { active }, auth: "admin" }, ZAdminRrStatusResponse.shape.data),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin", "rr"] }),
  });
}

/** PUT /api/admin/rr/{id}/commission-rate — an RR's commission rate for payments settled from now on (super admin). */
export function useSetRrCommissionRate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAdminRrCommissionRateRequest }) =>
      api(`/admin/rr/${id}/commission-rate`, { method: "PUT", body, auth: "admin" }, ZAdminRrCommissionRateData),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin", "rr"] }),
  });
}

/** GET /api/admin/rr/payouts/due — commission due per RR for a period (super admin). */
export function useRrDue(from: string, to: string) {
  return useQuery({
    queryKey: ["admin", "rr", "due", from, to],
    queryFn: () => api(`/admin/rr/payouts/due?from=${from}&to=${to}`, { auth: "admin" }, ZRrDueData),
    enabled: Boolean(from && to && from <= to),
  });
}

/** POST /api/admin/rr/payouts — mark an RR's due commission of the period paid, with the payment reference. */
export function useMarkPaid() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TRrPayoutRequest) => api("/admin/rr/payouts", { method: "POST", body, auth: "admin" }, ZRrPayoutResponse.shape.data),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin", "rr"] }),
  });
}

/** GET /api/admin/rr/payouts/due.csv — the period's commission due, saved as a file. */
export const downloadDueCsv = (from: string, to: string) =>
  download(`/admin/rr/payouts/due.csv?from=${from}&to=${to}`, { auth: "admin", filename: `rr-commission-due-${from}-to-${to}.csv` });
