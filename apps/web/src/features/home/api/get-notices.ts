import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, contractSchema } from "@/lib/api";

export const noticesQuery = (limit = 3) =>
  queryOptions({
    queryKey: ["notices", limit],
    queryFn: ({ signal }) => api(`/notices?limit=${limit}`, { auth: "none", signal }, contractSchema("ZNotices")),
    staleTime: 60_000,
  });

export const useNotices = (limit = 3) => useQuery(noticesQuery(limit));
