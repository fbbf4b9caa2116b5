import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZMyAdData, type TMyAd } from "@app/contract";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";

/** GET /api/profiles/me: the member's own ad (approved values, pending edit, gallery). */
export function fetchMyAd(signal?: AbortSignal): Promise<TMyAd> {
  return api("/profiles/me", { signal }, ZMyAdData).then((d) => d.ad);
}

export const myAdKey = (userId: number | null) => ["my-ad", userId] as const;

export const myAdQuery = (userId: number | null) =>
  queryOptions({ queryKey: myAdKey(userId), queryFn: ({ signal }) => fetchMyAd(signal), staleTime: 30_000 });

export function useMyAd() {
  const { user } = useSession();
  return useQuery(myAdQuery(user?.id ?? null));
}
