import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZVideosData, type TMyVideo } from "@app/contract";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";

/** GET /api/profiles/videos: the member's video slots (up to three). */
export function fetchVideos(signal?: AbortSignal): Promise<TMyVideo[]> {
  return api("/profiles/videos", { signal }, ZVideosData).then((d) => d.videos);
}

export const videosKey = (userId: number | null) => ["my-videos", userId] as const;

export function useVideos() {
  const { user } = useSession();
  return useQuery(queryOptions({ queryKey: videosKey(user?.id ?? null), queryFn: ({ signal }) => fetchVideos(signal) }));
}
