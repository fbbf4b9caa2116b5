import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ZMatchesData } from "@app/contract";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";

export const matchesPageSize = 12;

/** GET /api/matches?page=&size=&horoscope=: the member's ranked mutual matches. */
export function useMatches(page: number, horoscope: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: ["matches", user?.id ?? null, page, horoscope],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), size: String(matchesPageSize) });
      if (horoscope) params.set("horoscope", "true");
      return api(`/matches?${params}`, { signal }, ZMatchesData);
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
