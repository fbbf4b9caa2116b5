import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZKycData, type TKycData } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/dashboard/kyc — the member's own KYC documents and overall status. */
export function fetchKyc(signal?: AbortSignal): Promise<TKycData> {
  return api("/dashboard/kyc", { signal }, ZKycData);
}

export const kycQuery = () => queryOptions({ queryKey: ["dashboard", "kyc"], queryFn: ({ signal }) => fetchKyc(signal) });

export const useKyc = () => useQuery(kycQuery());
