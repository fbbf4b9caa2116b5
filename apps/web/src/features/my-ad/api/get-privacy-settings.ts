import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZPrivacySettings } from "@app/contract";
import { z } from "zod";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";

export const ZPrivacyData = z.object({ privacySettings: ZPrivacySettings, hasEmail: z.boolean() });
export type PrivacyData = z.infer<typeof ZPrivacyData>;

/** GET /api/profiles/privacy-settings. */
export function fetchPrivacySettings(signal?: AbortSignal): Promise<PrivacyData> {
  return api("/profiles/privacy-settings", { signal }, ZPrivacyData);
}

export const privacyKey = (userId: number | null) => ["privacy-settings", userId] as const;

export function usePrivacySettings() {
  const { user } = useSession();
  return useQuery(queryOptions({ queryKey: privacyKey(user?.id ?? null), queryFn: ({ signal }) => fetchPrivacySettings(signal) }));
}
