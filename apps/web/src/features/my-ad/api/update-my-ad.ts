import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZUpdateMyAdData, type TUpdateMyAdData, type TUpdateMyAdRequest } from "@app/contract";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";
import { myAdKey } from "./get-my-ad";

/** PUT /api/profiles/update: saves the whole Edit My Ad form. */
export function updateMyAd(body: TUpdateMyAdRequest): Promise<TUpdateMyAdData> {
  return api("/profiles/update", { method: "PUT", body }, ZUpdateMyAdData);
}

export function useUpdateMyAd() {
  const qc = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: updateMyAd,
    onSuccess: (data) => qc.setQueryData(myAdKey(user?.id ?? null), data.ad),
  });
}
