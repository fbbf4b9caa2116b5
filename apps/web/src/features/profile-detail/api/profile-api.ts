import { useEffect } from "react";
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { TProfileDetail } from "@app/contract";
import { api, contractSchema } from "@/lib/api";
import { takeServed } from "@/lib/served-answers";
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
  const viewer = user ? String(user.id) : null;
  useServedPageView(id, viewer);
  return useQuery(profileQuery(id, viewer));
}

/**
 * POST /api/profile/{id}/view. Reading an ad through the API counts a view, but the server's render of
 * its page does not (it cannot tell a member from a visitor, nor a person from a crawler): a page drawn
 * from the server's answer reports its view once it runs, and shows the views with this one counted.
 */
function useServedPageView(id: string, viewer: string | null) {
  const qc = useQueryClient();
  useEffect(() => {
    // Once per answer the page was drawn from: takeServed answers true only the first time.
    if (!takeServed(profileQuery(id, viewer).queryKey)) return;
    api(`/profile/${encodeURIComponent(id)}/view`, { method: "POST" }, contractSchema("ZProfileView")).then(
      ({ views }) => patchDetail(qc, id, { views }),
      () => undefined, // an uncounted view changes nothing the visitor sees
    );
  }, [qc, id, viewer]);
}

const patchDetail = (qc: QueryClient, id: string, patch: Partial<TProfileDetail>) =>
  qc.setQueriesData<TProfileDetail>({ queryKey: ["ads", "detail", id] }, (old) => (old ? { ...old, ...patch } : old));

/** Patches the cached detail after an action, so the page shows the new state at once. */
function usePatch(id: string) {
  const qc = useQueryClient();
  return (patch: Partial<TProfileDetail>) => patchDetail(qc, id, patch);
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
