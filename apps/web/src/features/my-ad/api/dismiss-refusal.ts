import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZRefusedMediaData, type TRefusedMedia } from "@app/contract";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";
import { refusedMediaKey } from "./get-refused-media";

/** DELETE /api/profiles/refused-media/{id}: the member has read the refusal; it is not shown again on any device. */
export function dismissRefusal(id: string): Promise<TRefusedMedia[]> {
  return api(`/profiles/refused-media/${encodeURIComponent(id)}`, { method: "DELETE" }, ZRefusedMediaData).then((d) => d.refused);
}

export function useDismissRefusal(kind: TRefusedMedia["kind"]) {
  const qc = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: dismissRefusal,
    onSuccess: (rest) => qc.setQueryData(refusedMediaKey(user?.id ?? null, kind), rest),
  });
}
