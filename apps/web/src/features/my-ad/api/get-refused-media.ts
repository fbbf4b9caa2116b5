import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZRefusedMediaData, type TRefusedMedia } from "@app/contract";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";

type Kind = TRefusedMedia["kind"];

/** GET /api/profiles/refused-media?kind=: the member's refused photos or videos, with the admin's reason, not yet dismissed. */
export function fetchRefusedMedia(kind: Kind, signal?: AbortSignal): Promise<TRefusedMedia[]> {
  return api(`/profiles/refused-media?kind=${kind}`, { signal }, ZRefusedMediaData).then((d) => d.refused);
}

export const refusedMediaKey = (userId: number | null, kind: Kind) => ["refused-media", userId, kind] as const;

export function useRefusedMedia(kind: Kind) {
  const { user } = useSession();
  return useQuery(
    queryOptions({ queryKey: refusedMediaKey(user?.id ?? null, kind), queryFn: ({ signal }) => fetchRefusedMedia(kind, signal) }),
  );
}
