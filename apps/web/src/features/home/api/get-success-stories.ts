import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, contractSchema } from "@/lib/api";

export const successStoriesQuery = () =>
  queryOptions({
    queryKey: ["success-stories"],
    queryFn: ({ signal }) => api("/success-stories", { auth: "none", signal }, contractSchema("ZSuccessStories")),
    staleTime: 5 * 60_000,
  });

export const useSuccessStories = () => useQuery(successStoriesQuery());
