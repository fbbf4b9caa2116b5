import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { galleryLimit, photoLimits, type TMyAd, type TMyPhoto } from "@app/contract";
import { ApiError } from "@/lib/api";
import { useSession } from "@/lib/session";
import { myAdKey } from "../api/get-my-ad";
import { updatePhotos } from "../api/update-photos";
import { uploadPhoto } from "../api/upload-photo";

export type Upload = { name: string; fraction: number };
export type GalleryMessage = { kind: "success" | "error"; text: string } | null;

/** Gallery state: uploads one file at a time with progress; arranges and deletes through PUT /profiles/photos. */
export function useGallery(photos: TMyPhoto[]) {
  const qc = useQueryClient();
  const { user } = useSession();
  const key = myAdKey(user?.id ?? null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<GalleryMessage>(null);

  const setPhotos = (next: TMyPhoto[]) => qc.setQueryData<TMyAd>(key, (ad) => (ad ? { ...ad, photos: next } : ad));

  async function addFiles(files: File[]) {
    setMessage(null);
    let count = photos.length;
    for (const file of files) {
      if (count >= galleryLimit) {
        setMessage({ kind: "error", text: `You can have at most ${galleryLimit} photos. Delete one before adding another.` });
        break;
      }
      if (!(photoLimits.accept as readonly string[]).includes(file.type)) {
        setMessage({ kind: "error", text: `${file.name}: only photos (JPEG, PNG or WebP) can be uploaded.` });
        continue;
      }
      if (file.size > photoLimits.maxBytes) {
        setMessage({ kind: "error", text: `${file.name}: each photo must be at most 5 MB.` });
        continue;
      }
      setUpload({ name: file.name, fraction: 0 });
      try {
        const res = await uploadPhoto(file, (fraction) => setUpload({ name: file.name, fraction }));
        setPhotos(res.photos);
        count = res.photos.length;
        setMessage({ kind: "success", text: "Photo uploaded. It will appear on your ad once approved." });
      } catch (e) {
        setMessage({ kind: "error", text: e instanceof ApiError ? e.message : "Failed to upload file" });
      } finally {
        setUpload(null);
      }
    }
  }

  async function arrange(ids: string[], done: string) {
    setBusy(true);
    setMessage(null);
    const previous = photos;
    setPhotos(ids.map((id, position) => ({ ...photos.find((p) => p.id === id)!, position })));
    try {
      setPhotos(await updatePhotos(ids));
      setMessage({ kind: "success", text: done });
    } catch (e) {
      setPhotos(previous);
      setMessage({ kind: "error", text: e instanceof ApiError ? e.message : "Failed to update photos" });
    } finally {
      setBusy(false);
    }
  }

  const ids = photos.map((p) => p.id);
  const move = (id: string, by: -1 | 1) => {
    const i = ids.indexOf(id);
    const j = i + by;
    if (j < 0 || j >= ids.length) return;
    const next = [...ids];
    [next[i], next[j]] = [next[j], next[i]];
    return arrange(next, "Photo order saved");
  };
  const makePoster = (id: string) => arrange([id, ...ids.filter((x) => x !== id)], "Poster photo changed");
  const remove = (id: string) =>
    arrange(
      ids.filter((x) => x !== id),
      "Photo deleted",
    );

  return { upload, busy, message, addFiles, move, makePoster, remove };
}
