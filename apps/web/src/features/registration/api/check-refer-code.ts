import { useQuery } from "@tanstack/react-query";
import { api, contractSchema } from "@/lib/api";

/** GET /api/rr/referral-codes/{code} — whether the code of /register/{code} belongs to an active representative. */
export function useReferCodeCheck(code: string | undefined) {
  return useQuery({
    queryKey: ["refer-code", code],
    queryFn: () =>
      api(`/rr/referral-codes/${encodeURIComponent(code ?? "")}`, { auth: "none", ignore401: true }, contractSchema("ZReferCodeCheckData")),
    enabled: Boolean(code),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
