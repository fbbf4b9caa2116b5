import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, contractSchema } from "@/lib/api";

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

/** GET /api/profile/ad-profiles?page=1&limit=N (featured: premium members only). */
export async function fetchLatestAds({ limit, featured }: LatestAdsParams, signal?: AbortSignal): Promise<AdList> {
  const q = new URLSearchParams({ page: "1", limit: String(limit) });
  if (featured) q.set("memberType", "PREMIUM");
  const { profiles, total } = await api(`/profile/ad-profiles?${q}`, { auth: "none", signal }, contractSchema("ZAdProfilesData"));
  return { profiles, total };
}

export const latestAdsQuery = (p: LatestAdsParams) =>
  queryOptions({ queryKey: ["ads", "latest", p], queryFn: ({ signal }) => fetchLatestAds(p, signal), staleTime: 60_000, retry: false });

/** `enabled: false` asks nothing yet (the section is far below the screen). */
export function useLatestAds(p: LatestAdsParams, enabled = true) {
  return useQuery({ ...latestAdsQuery(p), enabled });
}
