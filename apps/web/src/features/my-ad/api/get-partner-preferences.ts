import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZPartnerPreferencesOut } from "@app/contract";
import { z } from "zod";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";

export const ZPartnerData = z.object({ partnerPreferences: ZPartnerPreferencesOut, findMatchQuery: z.string() });
export type PartnerData = z.infer<typeof ZPartnerData>;

/** GET /api/profiles/partner-preferences (with the Find Match query for /profiles). */
export function fetchPartnerPreferences(signal?: AbortSignal): Promise<PartnerData> {
  return api("/profiles/partner-preferences", { signal }, ZPartnerData);
}

export const partnerKey = (userId: number | null) => ["partner-preferences", userId] as const;

export function usePartnerPreferences() {
  const { user } = useSession();
  return useQuery(queryOptions({ queryKey: partnerKey(user?.id ?? null), queryFn: ({ signal }) => fetchPartnerPreferences(signal) }));
}
