import { ZMyPhoto, type TMyPhoto } from "@app/contract";
import { z } from "zod";
import { api } from "@/lib/api";

const ZData = z.object({ photo: ZMyPhoto, photos: z.array(ZMyPhoto), bonusGranted: z.boolean() });

/** POST /api/upload (multipart: file, type=profile), reporting upload progress 0..1. */
export function uploadPhoto(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ photo: TMyPhoto; photos: TMyPhoto[]; bonusGranted: boolean }> {
  const form = new FormData();
  form.append("type", "profile");
  form.append("file", file);
  return api("/upload", { method: "POST", body: form, onProgress }, ZData);
}
