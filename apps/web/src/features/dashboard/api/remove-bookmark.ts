import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZFavourite, type TProfileCard } from "@app/contract";
import { api } from "@/lib/api";

/** DELETE /api/profile/{id}/favourite. */
export function removeBookmark(profileId: string): Promise<{ profileId: string; favourite: boolean }> {
  return api(`/profile/${encodeURIComponent(profileId)}/favourite`, { method: "DELETE" }, ZFavourite);
}

/** Removes at once from the list; puts it back if the server refuses. */
export function useRemoveBookmark() {
  const qc = useQueryClient();
  const key = ["dashboard", "bookmarks"];
  return useMutation({
    mutationFn: removeBookmark,
    onMutate: async (profileId) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<TProfileCard[]>(key);
      qc.setQueryData<TProfileCard[]>(key, (list) => list?.filter((p) => p.profileId !== profileId));
      return { before };
    },
    onError: (_e, _id, ctx) => qc.setQueryData(key, ctx?.before),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: key }), qc.invalidateQueries({ queryKey: ["dashboard", "stats"] })]),
  });
}
