import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZPartnerPreferencesData, type TPartnerPreferencesInput } from "@app/contract";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";
import { partnerKey, type PartnerData } from "./get-partner-preferences";

/** PUT /api/profiles/partner-preferences. */
export function updatePartnerPreferences(partnerPreferences: TPartnerPreferencesInput): Promise<PartnerData> {
  return api("/profiles/partner-preferences", { method: "PUT", body: { partnerPreferences } }, ZPartnerPreferencesData);
}

export function useUpdatePartnerPreferences() {
  const qc = useQueryClient();
  const { user } = useSession();
  return useMutation({ mutationFn: updatePartnerPreferences, onSuccess: (d) => qc.setQueryData(partnerKey(user?.id ?? null), d) });
}
