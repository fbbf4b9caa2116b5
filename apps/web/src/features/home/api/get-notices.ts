import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TNotice } from "@app/contract";
import { api } from "@/lib/api";

export const noticesQuery = (limit = 3) =>
  queryOptions({
    queryKey: ["notices", limit],
    queryFn: ({ signal }) => api<{ notices: TNotice[] }>(`/notices?limit=${limit}`, { auth: "none", signal }),
    staleTime: 60_000,
  });

export const useNotices = (limit = 3) => useQuery(noticesQuery(limit));
