import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZPartnerPreferencesData, type TPartnerPreferencesData } from "@app/contract";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";

export type PartnerData = TPartnerPreferencesData;

/** GET /api/profiles/partner-preferences (with the Find Match query for /profiles). */
export function fetchPartnerPreferences(signal?: AbortSignal): Promise<PartnerData> {
  return api("/profiles/partner-preferences", { signal }, ZPartnerPreferencesData);
}

export const partnerKey = (userId: number | null) => ["partner-preferences", userId] as const;

export function usePartnerPreferences() {
  const { user } = useSession();
  return useQuery(queryOptions({ queryKey: partnerKey(user?.id ?? null), queryFn: ({ signal }) => fetchPartnerPreferences(signal) }));
}
