import { z } from "zod";
import { zInt } from "./ints.ts";
import { ok } from "./envelope.ts";

/**
 * Birth places: towns with their coordinates and IANA time zone, from which a member picks the place of
 * birth a horoscope needs (India's towns, Bangladesh's larger towns, cities abroad).
 */

export const placeQueryMax = 60;
export const placeLimitMax = 20;

export const ZPlaceSearchQuery = z.object({
  q: z
    .string({ error: "Type a few letters of the place" })
    .trim()
    .min(1, "Type a few letters of the place")
    .max(placeQueryMax, "Search text must be at most 60 characters"),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "country must be a two-letter country code, such as IN")
    .transform((c) => c.toUpperCase())
    .optional(),
  limit: zInt({ name: "limit", max: placeLimitMax }).default(10),
});
export type TPlaceSearchQuery = z.infer<typeof ZPlaceSearchQuery>;

/** A place's id: `country-region-name` in lower-case letters, digits and hyphens ("in-west-bengal-kolkata"). */
export const ZPlaceParams = z.object({
  id: z
    .string()
    .max(160, "Unknown place")
    .regex(/^[a-z0-9-]+$/, "Unknown place"),
});

export const ZPlace = z.object({
  id: z.string(),
  name: z.string(),
  /** The state, division or province. */
  region: z.string(),
  /** ISO 3166-1 alpha-2 code ("IN"). */
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** IANA time zone ("Asia/Kolkata"). */
  timeZone: z.string(),
});
export type TPlace = z.infer<typeof ZPlace>;

export const ZPlacesResponse = ok(z.object({ places: z.array(ZPlace) }));
export const ZPlaceResponse = ok(z.object({ place: ZPlace }));
