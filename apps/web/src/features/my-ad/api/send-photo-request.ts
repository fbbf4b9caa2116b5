import { useMutation } from "@tanstack/react-query";
import { ZPhotoRequest, type TPhotoRequest } from "@app/contract";
import { z } from "zod";
import { api } from "@/lib/api";

/** POST /api/profiles/{profileId}/photo-request: ask to see a member's photos. */
export function sendPhotoRequest(profileId: string): Promise<{ request: TPhotoRequest; alreadyRequested: boolean }> {
  return api(
    `/profiles/${encodeURIComponent(profileId)}/photo-request`,
    { method: "POST", body: {} },
    z.object({ request: ZPhotoRequest, alreadyRequested: z.boolean() }),
  );
}

export const useSendPhotoRequest = () => useMutation({ mutationFn: sendPhotoRequest });
