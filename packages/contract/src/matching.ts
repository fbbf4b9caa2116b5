import { z } from "zod";
import { ok } from "./envelope.ts";
import { zInt } from "./ints.ts";
import { ZProfileCard } from "./profiles.ts";

// The mutual preference fit of two ads, "Matches for you" (GET /api/matches) and a pair's compatibility
// (GET /api/profiles/{id}/compatibility). Structured data only: the web app words it in both languages.

/** The stored partner preferences a fit reads, one wish each (a range or a list counts as one wish). */
export const wishNames = [
  "age",
  "height",
  "maritalStatus",
  "religion",
  "caste",
  "motherTongue",
  "education",
  "occupation",
  "income",
  "state",
  "city",
] as const;
export const ZWish = z.enum(wishNames);
export type TWish = z.infer<typeof ZWish>;

/** One side's wishes that are set, and whether the other ad meets each. */
export const ZFitSide = z.object({
  /** How many wishes are set (0: no preferences, which any ad meets). */
  wishes: z.number().int(),
  met: z.number().int(),
  items: z.array(z.object({ wish: ZWish, met: z.boolean() })),
});
export type TFitSide = z.infer<typeof ZFitSide>;

/** Both directions: the viewer's wishes met by the other ad, and the other ad's wishes met by the viewer's. */
export const ZMutualFit = z.object({ yourWishes: ZFitSide, theirWishes: ZFitSide });
export type TMutualFit = z.infer<typeof ZMutualFit>;

/** The Bengali rashi verdict, best first: রাজযোটক, উত্তম, মধ্যম, অধম. */
export const rashiVerdicts = ["rajjotok", "uttam", "madhyam", "adham"] as const;
export const ZRashiVerdict = z.enum(rashiVerdicts);
export type TRashiVerdict = z.infer<typeof ZRashiVerdict>;

/** A match's horoscope in a list: the verdict and the Ashtakoota total out of 36, each null when it cannot be computed. */
export const ZMatchHoroscope = z.object({ verdict: ZRashiVerdict.nullable(), gunas: z.number().nullable() });

export const ZMatch = z.object({
  profile: ZProfileCard,
  fit: ZMutualFit,
  /** Null unless the member asked for the horoscope (`horoscope=true`). */
  horoscope: ZMatchHoroscope.nullable(),
});
export type TMatch = z.infer<typeof ZMatch>;

const flag = z
  .enum(["true", "false", "1", "0"], { error: "horoscope must be true or false" })
  .optional()
  .transform((v) => v === "true" || v === "1");

/** GET /api/matches?page=&size=&horoscope= */
export const ZMatchesQuery = z.object({
  page: zInt({ name: "page", min: 1, max: 1000 }).default(1),
  size: zInt({ name: "size", min: 1, max: 50 }).default(20),
  /** Rank by the horoscope after the fit, and show each match's verdict and gunas. */
  horoscope: flag,
});
export type TMatchesQuery = z.output<typeof ZMatchesQuery>;

export const ZMatchesData = z.object({
  matches: z.array(ZMatch),
  /** How many matches were ranked (the candidates are bounded: decision record "matches and the yotok filter"). */
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  totalPages: z.number().int(),
  /** Whether the horoscope took part in the ranking (asked for, and the member's own Moon is known). */
  horoscopeRanked: z.boolean(),
});
export type TMatchesData = z.infer<typeof ZMatchesData>;
export const ZMatchesResponse = ok(ZMatchesData);

const kootaNames = ["varna", "vashya", "tara", "yoni", "grahaMaitri", "gana", "bhakoot", "nadi"] as const;
const ZKootaPart = z.object({ points: z.number(), max: z.number() });
const ZCancellation = z.enum([
  "same-rashi-different-nakshatra",
  "same-nakshatra-different-rashi",
  "same-rashi-lord",
  "friendly-rashi-lords",
]);

export const ZAshtakoota = z.object({
  parts: z.object(Object.fromEntries(kootaNames.map((k) => [k, ZKootaPart])) as Record<(typeof kootaNames)[number], typeof ZKootaPart>),
  total: z.number(),
  max: z.literal(36),
  doshas: z.object({ nadi: z.boolean(), gana: z.boolean(), bhakoot: z.boolean() }),
  cancelled: z.object({ nadi: ZCancellation.optional(), bhakoot: ZCancellation.optional(), gana: ZCancellation.optional() }),
});

export const ZMangalDosha = z.object({
  /** null when the houses are not known (birth time or place missing). */
  present: z.boolean().nullable(),
  from: z.array(z.enum(["lagna", "moon"])),
  exempt: z.literal("mars-own-or-exalted-sign").optional(),
});

/** Why a part could not be computed for one side: the birth time or place unknown, the Moon changing sign that day, or no birth data. */
export const ZNotComputed = z.object({
  part: z.enum(["ashtakoota", "verdict", "mangal"]),
  side: z.enum(["bride", "groom"]),
  reason: z.enum(["time_unknown", "place_unknown", "moon_uncertain", "no_birth_data"]),
});

export const ZHoroscopeMatch = z.object({
  ashtakoota: ZAshtakoota.nullable(),
  verdict: ZRashiVerdict.nullable(),
  mangal: z.object({ bride: ZMangalDosha, groom: ZMangalDosha, match: z.enum(["none", "cancelled", "one-sided", "unknown"]) }),
  notComputed: z.array(ZNotComputed),
});
export type THoroscopeMatch = z.infer<typeof ZHoroscopeMatch>;

/** GET /api/profiles/{id}/compatibility: the pair's mutual fit and yotok. */
export const ZCompatibility = z.object({
  profileId: z.string(),
  fit: ZMutualFit,
  /** Which side the viewer is: yotok is read bride to groom. */
  youAre: z.enum(["bride", "groom"]),
  horoscope: ZHoroscopeMatch,
});
export type TCompatibility = z.infer<typeof ZCompatibility>;
export const ZCompatibilityResponse = ok(ZCompatibility);
