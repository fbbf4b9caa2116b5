import { ZPhotosData, type TMyPhoto } from "@app/contract";
import { api } from "@/lib/api";

/** PUT /api/profiles/photos: the gallery in its new order (first = poster); ids left out are deleted. */
export function updatePhotos(ids: string[]): Promise<TMyPhoto[]> {
  return api("/profiles/photos", { method: "PUT", body: { photos: ids } }, ZPhotosData).then((d) => d.photos);
}
