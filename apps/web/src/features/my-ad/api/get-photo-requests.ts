import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZPhotoRequestsData, type TPhotoRequestsData } from "@app/contract";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";

/** GET /api/profiles/photo-requests: requests this member sent and received. */
export function fetchPhotoRequests(signal?: AbortSignal): Promise<TPhotoRequestsData> {
  return api("/profiles/photo-requests", { signal }, ZPhotoRequestsData);
}

export const photoRequestsKey = (userId: number | null) => ["photo-requests", userId] as const;

export function usePhotoRequests() {
  const { user } = useSession();
  return useQuery(queryOptions({ queryKey: photoRequestsKey(user?.id ?? null), queryFn: ({ signal }) => fetchPhotoRequests(signal) }));
}
