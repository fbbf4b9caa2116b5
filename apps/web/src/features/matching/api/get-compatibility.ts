import { useQuery } from "@tanstack/react-query";
import { ZCompatibility } from "@app/contract";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";

/** GET /api/profiles/{id}/compatibility: the pair's mutual fit and yotok, as the signed-in member reads it. */
export function useCompatibility(profileId: string, enabled: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: ["compatibility", profileId, user?.id ?? null],
    queryFn: ({ signal }) => api(`/profiles/${encodeURIComponent(profileId)}/compatibility`, { signal }, ZCompatibility),
    enabled: enabled && Boolean(user),
    staleTime: 60_000,
    retry: false,
  });
}
