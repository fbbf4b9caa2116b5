import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TProfileDetail } from "@app/contract";
import { api, contractSchema } from "@/lib/api";
import { useSession } from "@/lib/session";

/** GET /api/profile/public/{id}: id may be the profile id, id or user id. */
export const profileQuery = (id: string, viewer: string | null) =>
  queryOptions({
    queryKey: ["ads", "detail", id, viewer],
    queryFn: ({ signal }) => api(`/profile/public/${encodeURIComponent(id)}`, { signal }, contractSchema("ZProfileDetail")),
    staleTime: 30_000,
    retry: (n, e) => n < 1 && (e as { status?: number }).status !== 404,
  });

/** The detail a visitor who is not signed in gets, under its query's key (the server renders the page from it). */
export const visitorDetailSeed = (id: string, detail: TProfileDetail) => [profileQuery(id, null).queryKey, detail] as const;

export function usePublicProfile(id: string) {
  const { user } = useSession();
  return useQuery(profileQuery(id, user ? String(user.id) : null));
}

/** Patches the cached detail after an action, so the page shows the new state at once. */
function usePatch(id: string) {
  const qc = useQueryClient();
  return (patch: Partial<TProfileDetail>) =>
    qc.setQueriesData<TProfileDetail>({ queryKey: ["ads", "detail", id] }, (old) => (old ? { ...old, ...patch } : old));
}

/** POST / DELETE /api/profile/{id}/favourite. */
export function useFavourite(id: string) {
  const patch = usePatch(id);
  return useMutation({
    mutationFn: (favourite: boolean) =>
      api(`/profile/${encodeURIComponent(id)}/favourite`, { method: favourite ? "POST" : "DELETE" }, contractSchema("ZFavourite")),
    onSuccess: (d) => patch({ favourite: d.favourite }),
  });
}

/** POST /api/profile/{id}/ytm-request (once per 30 days; a repeat answers the earlier request). */
export function useRequestYtm(id: string) {
  const patch = usePatch(id);
  return useMutation({
    mutationFn: () => api(`/profile/${encodeURIComponent(id)}/ytm-request`, { method: "POST" }, contractSchema("ZYtmRequest")),
    onSuccess: (d) => patch({ ytmRequestedAt: d.requestedAt }),
  });
}
