import { useCallback, useEffect, useRef, useState } from "react";
import { photoLimits } from "@app/contract";
import i18n from "@/lib/i18n";
import { formatNumber } from "@/lib/format";
import { registerNs } from "@/lib/locales/register";
import { photoContentProblem } from "../lib/check-photo";

export type PickedPhoto = { id: string; file: File; url: string };

const accepted: readonly string[] = photoLimits.accept;
const maxMb = Math.round(photoLimits.maxBytes / (1024 * 1024));

/** Why a file cannot be added, or null when it is fine. */
export function photoProblem(file: File): string | null {
  const name = file.name;
  if (!file.type.startsWith("image/")) return i18n.t("photos.notImage", { ns: registerNs, name });
  if (!accepted.includes(file.type)) return i18n.t("photos.unsupported", { ns: registerNs, name });
  if (file.size > photoLimits.maxBytes) return i18n.t("photos.tooLarge", { ns: registerNs, name, mb: formatNumber(maxMb) });
  return null;
}

let seq = 0;

/** The photos chosen for upload, with object-URL previews (revoked on removal and unmount) and client-side checks. */
export function usePhotoList() {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  useEffect(() => () => photosRef.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const [checking, setChecking] = useState(0);

  /** Checks each file (type, size, then its content is decoded) before its preview is shown; refused files are named. */
  const add = useCallback(async (files: Iterable<File>) => {
    const list = Array.from(files);
    setChecking((n) => n + 1);
    const verdicts = await Promise.all(list.map(async (file) => photoProblem(file) ?? (await photoContentProblem(file))));
    if (!mounted.current) return;
    setChecking((n) => n - 1);
    const found: string[] = [];
    const fresh: PickedPhoto[] = [];
    let room = photoLimits.maxFiles - photosRef.current.length;
    let skipped = 0;
    for (const [i, file] of list.entries()) {
      const problem = verdicts[i];
      if (problem) found.push(problem);
      else if (room <= 0) skipped++;
      else {
        fresh.push({ id: `photo-${++seq}`, file, url: URL.createObjectURL(file) });
        room--;
      }
    }
    if (skipped)
      found.push(
        i18n.t("photos.skipped", { ns: registerNs, count: skipped, n: formatNumber(skipped), max: formatNumber(photoLimits.maxFiles) }),
      );
    setProblems(found);
    if (fresh.length) {
      photosRef.current = [...photosRef.current, ...fresh];
      setPhotos(photosRef.current);
    }
  }, []);

  const remove = useCallback((id: string) => {
    const gone = photosRef.current.find((p) => p.id === id);
    if (gone) URL.revokeObjectURL(gone.url);
    photosRef.current = photosRef.current.filter((p) => p.id !== id);
    setPhotos(photosRef.current);
    setProblems([]);
  }, []);

  const clear = useCallback(() => {
    photosRef.current.forEach((p) => URL.revokeObjectURL(p.url));
    photosRef.current = [];
    setPhotos([]);
    setProblems([]);
  }, []);

  /** Show a server message (field "photos") in the photo section. */
  const setServerProblem = useCallback((message: string) => setProblems([message]), []);

  return { photos, problems, checking: checking > 0, add, remove, clear, setServerProblem };
}
