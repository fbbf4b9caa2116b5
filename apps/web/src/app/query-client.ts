import { QueryClient } from "@tanstack/react-query";

/** The query cache's defaults: answers stay fresh for a minute, one retry, no refetch on focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}
