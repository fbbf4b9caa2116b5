import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { placeLimitMax, ZPlace, type TPlace } from "@app/contract";
import { api } from "@/lib/api";

const ZPlacesData = z.object({ places: z.array(ZPlace) });
const ZPlaceData = z.object({ place: ZPlace });

/** GET /api/places?q=&country=&limit=: the birth places whose name starts with the text, India's first. */
export const placeSearchQuery = (q: string, country: string | null) =>
  queryOptions({
    queryKey: ["places", "search", country, q.toLowerCase()],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ q, limit: String(Math.min(8, placeLimitMax)) });
      if (country) params.set("country", country);
      return api(`/places?${params}`, { signal, auth: "none" }, ZPlacesData).then((d) => d.places);
    },
    staleTime: 10 * 60_000,
  });

/** GET /api/places/{id}: one place by its id (a chosen place shown by name on a form drawn again). */
export const placeQuery = (id: string) =>
  queryOptions({
    queryKey: ["places", "one", id],
    queryFn: ({ signal }) => api(`/places/${encodeURIComponent(id)}`, { signal, auth: "none" }, ZPlaceData).then((d) => d.place),
    staleTime: Infinity,
  });

/** "Kolkata, West Bengal" (the region left out when it is the name itself or there is none). */
export const placeLabel = (p: TPlace) => (p.region && p.region !== p.name ? `${p.name}, ${p.region}` : p.name);
