import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { useQueryClient } from "@tanstack/react-query";
import { videoLimits, type TMyVideo } from "@app/contract";
import { ApiError } from "@/lib/api";
import { myAdNs } from "@/lib/locales/my-ad";
import { localizeMessage } from "@/lib/messages";
import { useSession } from "@/lib/session";
import { deleteVideo } from "../api/delete-video";
import { useVideos, videosKey } from "../api/get-videos";
import { uploadVideo } from "../api/upload-video";

const EXT = /\.(mp4|mov|avi)$/i;

/** Three video slots: upload with progress (checked here for a quick answer, and by content on the server), delete. */
export function useVideoSlots() {
  const { t } = useTranslation(myAdNs);
  const q = useVideos();
  const qc = useQueryClient();
  const { user } = useSession();
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const set = (videos: TMyVideo[]) => qc.setQueryData(videosKey(user?.id ?? null), videos);

  async function add(file: File) {
    setMessage(null);
    if (!EXT.test(file.name)) return setMessage({ kind: "error", text: t("videos.wrongType") });
    if (file.size > videoLimits.maxBytes) return setMessage({ kind: "error", text: t("videos.tooBig") });
    setProgress({ name: file.name, fraction: 0 });
    try {
      set(await uploadVideo(file, (fraction) => setProgress({ name: file.name, fraction })));
      setMessage({ kind: "success", text: t("videos.uploaded") });
    } catch (e) {
      setMessage({ kind: "error", text: e instanceof ApiError ? localizeMessage(e.message, e.code) : t("videos.uploadFailed") });
    } finally {
      setProgress(null);
    }
  }

  async function remove(id: string) {
    setMessage(null);
    try {
      set(await deleteVideo(id));
      setMessage({ kind: "success", text: t("videos.deleted") });
    } catch (e) {
      setMessage({ kind: "error", text: e instanceof ApiError ? localizeMessage(e.message, e.code) : t("videos.deleteFailed") });
    }
  }

  return { query: q, videos: q.data ?? [], progress, message, add, remove };
}
