import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";
import { privacyKey, ZPrivacyData, type PrivacyData } from "./get-privacy-settings";

/** PUT /api/profiles/privacy-settings: show the phone, the email or both; who sees the photos. */
export function updatePrivacySettings(privacySettings: {
  showPhone: boolean;
  showEmail: boolean;
  photoVisibility?: "everyone" | "members" | "accepted";
}): Promise<PrivacyData> {
  return api("/profiles/privacy-settings", { method: "PUT", body: { privacySettings } }, ZPrivacyData);
}

export function useUpdatePrivacySettings() {
  const qc = useQueryClient();
  const { user } = useSession();
  return useMutation({ mutationFn: updatePrivacySettings, onSuccess: (data) => qc.setQueryData(privacyKey(user?.id ?? null), data) });
}
