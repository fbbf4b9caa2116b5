import { useMutation } from "@tanstack/react-query";
import { ZPhotoRequestData, type TPhotoRequestData } from "@app/contract";
import { api } from "@/lib/api";

/** POST /api/profiles/{profileId}/photo-request: ask to see a member's photos. */
export function sendPhotoRequest(profileId: string): Promise<TPhotoRequestData> {
  return api(`/profiles/${encodeURIComponent(profileId)}/photo-request`, { method: "POST", body: {} }, ZPhotoRequestData);
}

export const useSendPhotoRequest = () => useMutation({ mutationFn: sendPhotoRequest });
