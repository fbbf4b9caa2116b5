import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** The card fields these sections show (the browse list answers more). */
export type TAdCard = {
  id: string;
  profileId: string;
  name: string;
  gender: "bride" | "groom";
  age: number;
  height?: string | null;
  religion: string;
  caste?: string;
  profession?: string;
  image: string | null;
  memberType: string;
  verified?: boolean;
};
type AdList = { profiles: TAdCard[]; total: number };

export type LatestAdsParams = { limit: number; featured?: boolean };

/** Keeps only well-formed cards (the answer is typed by the server's schema; this guards the UI). */
function usable(list: AdList): AdList {
  const profiles = (Array.isArray(list?.profiles) ? list.profiles : []).filter(
    (p) => p && typeof p.profileId === "string" && typeof p.name === "string",
  );
  return { profiles, total: typeof list?.total === "number" ? list.total : profiles.length };
}

/** GET /api/profile/ad-profiles?page=1&limit=N (featured: premium members only). */
export async function fetchLatestAds({ limit, featured }: LatestAdsParams, signal?: AbortSignal): Promise<AdList> {
  const q = new URLSearchParams({ page: "1", limit: String(limit) });
  if (featured) q.set("memberType", "PREMIUM");
  return usable(await api<AdList>(`/profile/ad-profiles?${q}`, { auth: "none", signal }));
}

export const latestAdsQuery = (p: LatestAdsParams) =>
  queryOptions({ queryKey: ["ads", "latest", p], queryFn: ({ signal }) => fetchLatestAds(p, signal), staleTime: 60_000, retry: false });

export function useLatestAds(p: LatestAdsParams) {
  return useQuery(latestAdsQuery(p));
}
