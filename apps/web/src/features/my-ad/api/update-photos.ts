import { ZMyPhoto, type TMyPhoto } from "@app/contract";
import { z } from "zod";
import { api } from "@/lib/api";

/** PUT /api/profiles/photos: the gallery in its new order (first = poster); ids left out are deleted. */
export function updatePhotos(ids: string[]): Promise<TMyPhoto[]> {
  return api("/profiles/photos", { method: "PUT", body: { photos: ids } }, z.object({ photos: z.array(ZMyPhoto) })).then((d) => d.photos);
}
