import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZMyVideo, type TMyVideo } from "@app/contract";
import { z } from "zod";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";

export const ZVideosData = z.object({ videos: z.array(ZMyVideo) });

/** GET /api/profiles/videos: the member's video slots (up to three). */
export function fetchVideos(signal?: AbortSignal): Promise<TMyVideo[]> {
  return api("/profiles/videos", { signal }, ZVideosData).then((d) => d.videos);
}

export const videosKey = (userId: number | null) => ["my-videos", userId] as const;

export function useVideos() {
  const { user } = useSession();
  return useQuery(queryOptions({ queryKey: videosKey(user?.id ?? null), queryFn: ({ signal }) => fetchVideos(signal) }));
}
