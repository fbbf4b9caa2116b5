import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { useQueryClient } from "@tanstack/react-query";
import { galleryLimit, photoLimits, type TMyAd, type TMyPhoto } from "@app/contract";
import { ApiError } from "@/lib/api";
import { formatNumber } from "@/lib/format";
import { myAdNs } from "@/lib/locales/my-ad";
import { localizeMessage } from "@/lib/messages";
import { useSession } from "@/lib/session";
import { myAdKey } from "../api/get-my-ad";
import { updatePhotos } from "../api/update-photos";
import { uploadPhoto } from "../api/upload-photo";

export type Upload = { name: string; fraction: number };
export type GalleryMessage = { kind: "success" | "error"; text: string } | null;

/** Gallery state: uploads one file at a time with progress; arranges and deletes through PUT /profiles/photos. */
export function useGallery(photos: TMyPhoto[]) {
  const { t } = useTranslation(myAdNs);
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
        setMessage({ kind: "error", text: t("gallery.tooMany", { limit: formatNumber(galleryLimit) }) });
        break;
      }
      if (!(photoLimits.accept as readonly string[]).includes(file.type)) {
        setMessage({ kind: "error", text: t("gallery.wrongType", { name: file.name }) });
        continue;
      }
      if (file.size > photoLimits.maxBytes) {
        setMessage({ kind: "error", text: t("gallery.tooBig", { name: file.name }) });
        continue;
      }
      setUpload({ name: file.name, fraction: 0 });
      try {
        const res = await uploadPhoto(file, (fraction) => setUpload({ name: file.name, fraction }));
        setPhotos(res.photos);
        count = res.photos.length;
        setMessage({ kind: "success", text: t("gallery.uploaded") });
      } catch (e) {
        setMessage({ kind: "error", text: e instanceof ApiError ? localizeMessage(e.message, e.code) : t("gallery.uploadFailed") });
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
      setMessage({ kind: "error", text: e instanceof ApiError ? localizeMessage(e.message, e.code) : t("gallery.updateFailed") });
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
    return arrange(next, t("gallery.orderSaved"));
  };
  const makePoster = (id: string) => arrange([id, ...ids.filter((x) => x !== id)], t("gallery.posterChanged"));
  const remove = (id: string) =>
    arrange(
      ids.filter((x) => x !== id),
      t("gallery.deleted"),
    );

  return { upload, busy, message, addFiles, move, makePoster, remove };
}
