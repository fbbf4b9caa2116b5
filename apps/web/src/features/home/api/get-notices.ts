import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, contractSchema } from "@/lib/api";

export const noticesQuery = (limit = 3) =>
  queryOptions({
    queryKey: ["notices", limit],
    queryFn: ({ signal }) => api(`/notices?limit=${limit}`, { auth: "none", signal }, contractSchema("ZNotices")),
    staleTime: 60_000,
  });

/** `enabled: false` asks nothing yet (the section is far below the screen). */
export const useNotices = (limit = 3, enabled = true) => useQuery({ ...noticesQuery(limit), enabled });
