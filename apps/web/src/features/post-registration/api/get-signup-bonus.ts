import { useQuery } from "@tanstack/react-query";
import { ZSignupBonusData, type TSignupBonusData } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/points/signup-bonus: what the member's sign-up granted, from the server's ledger. */
export function fetchSignupBonus(): Promise<TSignupBonusData> {
  return api("/points/signup-bonus", { ignore401: true }, ZSignupBonusData);
}

export function useSignupBonus(enabled: boolean) {
  return useQuery({ queryKey: ["points", "signup-bonus"], queryFn: fetchSignupBonus, retry: false, staleTime: 5 * 60_000, enabled });
}
