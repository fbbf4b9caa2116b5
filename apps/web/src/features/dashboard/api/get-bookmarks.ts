import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZFavourites, type TProfileCard } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/profile/favourites — the ads the member marked "Add To Favourite" (still in circulation). */
export function fetchBookmarks(signal?: AbortSignal): Promise<TProfileCard[]> {
  return api("/profile/favourites", { signal }, ZFavourites).then((d) => d.profiles);
}

export const bookmarksQuery = () => queryOptions({ queryKey: ["dashboard", "bookmarks"], queryFn: ({ signal }) => fetchBookmarks(signal) });

export const useBookmarks = () => useQuery(bookmarksQuery());
