import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZPhotoRequestsData, type TPhotoRequestsData } from "@app/contract";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";
import { photoRequestsKey } from "./get-photo-requests";

/** PUT /api/profiles/photo-requests/{id}: the owner accepts or declines. */
export function respondPhotoRequest(id: number, status: "accepted" | "declined"): Promise<TPhotoRequestsData> {
  return api(`/profiles/photo-requests/${id}`, { method: "PUT", body: { status } }, ZPhotoRequestsData);
}

export function useRespondPhotoRequest() {
  const qc = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (v: { id: number; status: "accepted" | "declined" }) => respondPhotoRequest(v.id, v.status),
    onSuccess: (data) => qc.setQueryData(photoRequestsKey(user?.id ?? null), data),
  });
}
