import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const successStoriesQuery = () =>
  queryOptions({
    queryKey: ["success-stories"],
    queryFn: ({ signal }) =>
      api("/success-stories", { auth: "none", signal }, () => import("@app/contract").then((c) => c.ZSuccessStories)),
    staleTime: 5 * 60_000,
  });

export const useSuccessStories = () => useQuery(successStoriesQuery());
