import { ZVideosData, type TMyVideo } from "@app/contract";
import { api } from "@/lib/api";

/** POST /api/upload with type=video (sent before the file), reporting upload progress 0..1. */
export function uploadVideo(file: File, onProgress: (fraction: number) => void): Promise<TMyVideo[]> {
  const form = new FormData();
  form.append("type", "video");
  form.append("file", file);
  return api("/upload", { method: "POST", body: form, onProgress }, ZVideosData).then((d) => d.videos);
}
