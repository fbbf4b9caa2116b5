import { ZVideosData, type TMyVideo } from "@app/contract";
import { api } from "@/lib/api";

/** DELETE /api/profiles/videos/{id}. */
export function deleteVideo(id: string): Promise<TMyVideo[]> {
  return api(`/profiles/videos/${encodeURIComponent(id)}`, { method: "DELETE" }, ZVideosData).then((d) => d.videos);
}
