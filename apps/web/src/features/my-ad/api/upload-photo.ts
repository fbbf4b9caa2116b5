import { ZUploadData, type TUploadData } from "@app/contract";
import { api } from "@/lib/api";

/** POST /api/upload (multipart: file, type=profile), reporting upload progress 0..1. */
export function uploadPhoto(file: File, onProgress: (fraction: number) => void): Promise<TUploadData> {
  const form = new FormData();
  form.append("type", "profile");
  form.append("file", file);
  return api("/upload", { method: "POST", body: form, onProgress }, ZUploadData);
}
