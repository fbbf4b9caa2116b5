import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZPrivacySettingsData, type TPrivacySettingsData } from "@app/contract";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";

/** GET /api/profiles/privacy-settings. */
export function fetchPrivacySettings(signal?: AbortSignal): Promise<TPrivacySettingsData> {
  return api("/profiles/privacy-settings", { signal }, ZPrivacySettingsData);
}

export const privacyKey = (userId: number | null) => ["privacy-settings", userId] as const;

export function usePrivacySettings() {
  const { user } = useSession();
  return useQuery(queryOptions({ queryKey: privacyKey(user?.id ?? null), queryFn: ({ signal }) => fetchPrivacySettings(signal) }));
}
