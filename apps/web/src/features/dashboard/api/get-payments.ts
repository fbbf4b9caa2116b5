import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZPaymentsData, type TPaymentsData } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/dashboard/payments — the member's payments and plan periods. */
export function fetchPayments(signal?: AbortSignal): Promise<TPaymentsData> {
  return api("/dashboard/payments", { signal }, ZPaymentsData);
}

export const paymentsQuery = () => queryOptions({ queryKey: ["dashboard", "payments"], queryFn: ({ signal }) => fetchPayments(signal) });

export const usePayments = () => useQuery(paymentsQuery());
