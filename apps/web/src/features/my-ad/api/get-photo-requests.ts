import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZPhotoRequest } from "@app/contract";
import { z } from "zod";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";

export const ZPhotoRequestsData = z.object({ sent: z.array(ZPhotoRequest), received: z.array(ZPhotoRequest) });
export type PhotoRequestsData = z.infer<typeof ZPhotoRequestsData>;

/** GET /api/profiles/photo-requests: requests this member sent and received. */
export function fetchPhotoRequests(signal?: AbortSignal): Promise<PhotoRequestsData> {
  return api("/profiles/photo-requests", { signal }, ZPhotoRequestsData);
}

export const photoRequestsKey = (userId: number | null) => ["photo-requests", userId] as const;

export function usePhotoRequests() {
  const { user } = useSession();
  return useQuery(queryOptions({ queryKey: photoRequestsKey(user?.id ?? null), queryFn: ({ signal }) => fetchPhotoRequests(signal) }));
}
