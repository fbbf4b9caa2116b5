import { z } from "zod";
import { ZPlace } from "./places.ts";

/**
 * Birth data for yotok: the time and place of birth a member may give with the date of birth, who may see
 * them, and the chart the server derives from them (docs/decisions/0030-birth-data.md). Rashi 0 = Mesha …
 * 11 = Meena, nakshatra 0 = Ashwini … 26 = Revati, pada 1–4, houses 1–12 (whole-sign).
 */

/** Who may see the time and place of birth: anyone, signed-in members, a member with an accepted proposal between the two, or no one. */
export const birthVisibilities = ["everyone", "members", "accepted", "nobody"] as const;
export const ZBirthVisibility = z.enum(birthVisibilities, { error: "Choose who may see the time and place of birth" });
export type TBirthVisibility = z.infer<typeof ZBirthVisibility>;
/** What a new ad's family would expect: the time and place only for a family they accepted a proposal with. */
export const defaultBirthVisibility: TBirthVisibility = "accepted";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PLACE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** An empty text (a form's cleared field) reads as "not given". */
const orNull = (inner: z.ZodString) =>
  z
    .string()
    .trim()
    .nullable()
    .transform((s) => (s ? s : null))
    .pipe(inner.nullable());

/** The clock time of birth, `HH:MM` on a 24-hour clock; null (or empty) when the family does not know it. */
export const ZBirthTime = orNull(z.string().regex(TIME, "Please enter the time of birth as HH:MM, from 00:00 to 23:59"));
/** The id of a place from GET /api/places (`in-west-bengal-kolkata`); null (or empty) when unknown. */
export const ZBirthPlaceId = orNull(
  z.string().max(160, "Please choose the place of birth from the list").regex(PLACE_ID, "Please choose the place of birth from the list"),
);

/**
 * The birth fields of the forms that post or edit an ad (registration, Edit My Ad, RR Add Member). Left out:
 * on a new ad, unknown (and the default visibility); on an edit, unchanged. Null or empty: unknown.
 */
export const birthInputFields = {
  birthTime: ZBirthTime.optional(),
  birthPlaceId: ZBirthPlaceId.optional(),
  birthVisibility: z.preprocess((v) => (v === "" ? undefined : v), ZBirthVisibility.optional()),
};

/** What yotok reads of an ad, shown to signed-in members (to anyone when the time and place are for everyone). */
export const ZHoroscope = z.object({
  /** The Moon's rashi and nakshatra at birth, or at local noon when the time is unknown. */
  moonRashi: z.number().int(),
  moonNakshatra: z.number().int(),
  /** False when the time is unknown and the Moon changed nakshatra or rashi during that day. */
  moonCertain: z.boolean(),
  /** Every rashi and nakshatra the Moon held that day (one when certain), in order. */
  moonCandidates: z.array(z.object({ rashi: z.number().int(), nakshatra: z.number().int() })),
  /** Mangal dosha; null when not known (the houses need the time, the lagna also the place). */
  mangalDosha: z.boolean().nullable(),
});
export type THoroscope = z.infer<typeof ZHoroscope>;

/** The time and place of birth and what only they give, for a viewer the member's setting allows. */
export const ZBirthDetails = z.object({
  time: z.string().nullable(),
  place: ZPlace.nullable(),
  /** The Moon's pada; null when the Moon is not certain. */
  moonPada: z.number().int().nullable(),
  /** The rising rashi; null without both the time and the place. */
  lagna: z.number().int().nullable(),
  marsHouseFromLagna: z.number().int().nullable(),
  marsHouseFromMoon: z.number().int().nullable(),
});
export type TBirthDetails = z.infer<typeof ZBirthDetails>;
