import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, contractSchema } from "@/lib/api";

export const successStoriesQuery = () =>
  queryOptions({
    queryKey: ["success-stories"],
    queryFn: ({ signal }) => api("/success-stories", { auth: "none", signal }, contractSchema("ZSuccessStories")),
    staleTime: 5 * 60_000,
  });

/** `enabled: false` asks nothing yet (the section is far below the screen). */
export const useSuccessStories = (enabled = true) => useQuery({ ...successStoriesQuery(), enabled });
