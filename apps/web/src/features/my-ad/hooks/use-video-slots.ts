import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { videoLimits, type TMyVideo } from "@app/contract";
import { ApiError } from "@/lib/api";
import { useSession } from "@/lib/session";
import { deleteVideo } from "../api/delete-video";
import { useVideos, videosKey } from "../api/get-videos";
import { uploadVideo } from "../api/upload-video";

const EXT = /\.(mp4|mov|avi)$/i;

/** Three video slots: upload with progress (checked here for a quick answer, and by content on the server), delete. */
export function useVideoSlots() {
  const q = useVideos();
  const qc = useQueryClient();
  const { user } = useSession();
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const set = (videos: TMyVideo[]) => qc.setQueryData(videosKey(user?.id ?? null), videos);

  async function add(file: File) {
    setMessage(null);
    if (!EXT.test(file.name)) return setMessage({ kind: "error", text: "Only videos in MP4, MOV or AVI format can be uploaded." });
    if (file.size > videoLimits.maxBytes) return setMessage({ kind: "error", text: "Each video must be at most 50 MB." });
    setProgress({ name: file.name, fraction: 0 });
    try {
      set(await uploadVideo(file, (fraction) => setProgress({ name: file.name, fraction })));
      setMessage({ kind: "success", text: "Video uploaded. It will go live once approved." });
    } catch (e) {
      setMessage({ kind: "error", text: e instanceof ApiError ? e.message : "Failed to upload file" });
    } finally {
      setProgress(null);
    }
  }

  async function remove(id: string) {
    setMessage(null);
    try {
      set(await deleteVideo(id));
      setMessage({ kind: "success", text: "Video deleted" });
    } catch (e) {
      setMessage({ kind: "error", text: e instanceof ApiError ? e.message : "Failed to delete the video" });
    }
  }

  return { query: q, videos: q.data ?? [], progress, message, add, remove };
}
