import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZPrivacySettingsData, type TPrivacySettingsData } from "@app/contract";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";
import { privacyKey } from "./get-privacy-settings";

/** PUT /api/profiles/privacy-settings: show the phone, the email or both; who sees the photos. */
export function updatePrivacySettings(privacySettings: {
  showPhone: boolean;
  showEmail: boolean;
  photoVisibility?: "everyone" | "members" | "accepted";
}): Promise<TPrivacySettingsData> {
  return api("/profiles/privacy-settings", { method: "PUT", body: { privacySettings } }, ZPrivacySettingsData);
}

export function useUpdatePrivacySettings() {
  const qc = useQueryClient();
  const { user } = useSession();
  return useMutation({ mutationFn: updatePrivacySettings, onSuccess: (data) => qc.setQueryData(privacyKey(user?.id ?? null), data) });
}
