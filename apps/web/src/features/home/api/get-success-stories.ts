import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TSuccessStory } from "@app/contract";
import { api } from "@/lib/api";

export const successStoriesQuery = () =>
  queryOptions({
    queryKey: ["success-stories"],
    queryFn: ({ signal }) => api<{ stories: TSuccessStory[] }>("/success-stories", { auth: "none", signal }),
    staleTime: 5 * 60_000,
  });

export const useSuccessStories = () => useQuery(successStoriesQuery());
