import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZMemberUserData, type TMemberUser } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/auth/profile — the signed-in member's own record (name, ad id, photos). */
export function fetchMyProfile(signal?: AbortSignal): Promise<TMemberUser> {
  return api("/auth/profile", { signal }, ZMemberUserData).then((d) => d.user);
}

export const myProfileQuery = () =>
  queryOptions({ queryKey: ["dashboard", "me"], queryFn: ({ signal }) => fetchMyProfile(signal), staleTime: 60_000 });

export const useMyProfile = () => useQuery(myProfileQuery());
