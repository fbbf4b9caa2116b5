import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZMyAd, type TMyAd, type TUpdateMyAdRequest } from "@app/contract";
import { z } from "zod";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";
import { myAdKey } from "./get-my-ad";

const ZData = z.object({ ad: ZMyAd, pendingApproval: z.boolean() });

/** PUT /api/profiles/update: saves the whole Edit My Ad form. */
export function updateMyAd(body: TUpdateMyAdRequest): Promise<{ ad: TMyAd; pendingApproval: boolean }> {
  return api("/profiles/update", { method: "PUT", body }, ZData);
}

export function useUpdateMyAd() {
  const qc = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: updateMyAd,
    onSuccess: (data) => qc.setQueryData(myAdKey(user?.id ?? null), data.ad),
  });
}
