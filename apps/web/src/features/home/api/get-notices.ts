import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZNotices } from "@app/contract";
import { api } from "@/lib/api";

export const noticesQuery = (limit = 3) =>
  queryOptions({
    queryKey: ["notices", limit],
    queryFn: ({ signal }) => api(`/notices?limit=${limit}`, { auth: "none", signal }, ZNotices),
    staleTime: 60_000,
  });

export const useNotices = (limit = 3) => useQuery(noticesQuery(limit));
