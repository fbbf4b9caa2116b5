import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZUserData, type TSessionUser } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/users/me with the stored member token. No 401 redirect: a fresh visitor just sees "New User". */
export function fetchCurrentUser(): Promise<{ user: TSessionUser }> {
  return api("/users/me", { ignore401: true }, ZUserData);
}

export const currentUserQuery = () =>
  queryOptions({ queryKey: ["users", "me"], queryFn: fetchCurrentUser, retry: false, staleTime: 30_000 });

export function useCurrentUser(enabled: boolean) {
  return useQuery({ ...currentUserQuery(), enabled });
}
