import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ZMailSettings, type TMailSettings, type TUpdateMailSettingsRequest } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/circulation-emails/me — whether matching ads and the weekly digest come by e-mail, and the digest by SMS. */
export function fetchMailSettings(signal?: AbortSignal): Promise<TMailSettings> {
  return api("/circulation-emails/me", { signal }, ZMailSettings);
}

const key = ["dashboard", "mail-settings"];
export const mailSettingsQuery = () =>
  queryOptions({ queryKey: key, queryFn: ({ signal }) => fetchMailSettings(signal), staleTime: 60_000 });
export const useMailSettings = () => useQuery(mailSettingsQuery());

/** PUT /api/circulation-emails/me — changes the choices named, answers all of them. */
export function updateMailSettings(body: TUpdateMailSettingsRequest): Promise<TMailSettings> {
  return api("/circulation-emails/me", { method: "PUT", body }, ZMailSettings);
}

export function useUpdateMailSettings() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateMailSettings, onSuccess: (data) => qc.setQueryData(key, data) });
}
