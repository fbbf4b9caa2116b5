import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, contractSchema } from "@/lib/api";
import { keys } from "./keys";

/** POST /api/profiles/{id}/contact: spends 1 CCP (nothing when already entitled) and answers the contact. */
export const viewContact = (profileId: string) =>
  api(`/profiles/${encodeURIComponent(profileId)}/contact`, { method: "POST" }, contractSchema("ZContactViewData"));

export function useViewContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: viewContact,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.points }),
        qc.invalidateQueries({ queryKey: keys.contactViews }),
        qc.invalidateQueries({ queryKey: keys.adDetail }),
      ]),
  });
}
