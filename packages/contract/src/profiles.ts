import { z } from "zod";
import { ok } from "./envelope.ts";
import { ZBirthDetails, ZHoroscope } from "./birth.ts";

// The ads' cards and detail; the browse query is in browse-query.ts.

export const memberTypes = ["QUICK", "STOCK", "PREMIUM"] as const;
export const ZMemberType = z.enum(memberTypes);
export type TMemberType = z.infer<typeof ZMemberType>;
export const adTypes = ["text", "video"] as const;

/** One profile card of the browse list (thumbnails only, never a contact detail). */
export const ZProfileCard = z.object({
  id: z.string(),
  profileId: z.string(),
  memberType: ZMemberType,
  name: z.string(),
  isDemoProfile: z.boolean(),
  gender: z.enum(["bride", "groom"]),
  age: z.number().int(),
  height: z.string().nullable(),
  details: z.string(),
  religion: z.string(),
  ethnicity: z.string(),
  caste: z.string(),
  education: z.string().nullable(),
  qualification: z.string(),
  profession: z.string(),
  personalDetails: z.string(),
  aboutMyself: z.string(),
  /** The day (YYYY-MM-DD) the member last confirmed they are yet to marry; null until they first do. */
  yetToMarryVerified: z.string().nullable(),
  selfVerified: z.string(),
  photos: z.number().int(),
  videoProfiles: z.number().int(),
  image: z.string().nullable(),
  verified: z.boolean(),
  contactEmail: z.boolean(),
  topZone: z.boolean(),
  adType: z.enum(adTypes),
});
export type TProfileCard = z.infer<typeof ZProfileCard>;

export const ZAdProfilesData = z.object({
  profiles: z.array(ZProfileCard),
  /** Matching ads; when `totalExact` is false it is a lower bound (the exact count follows shortly). */
  total: z.number().int(),
  totalExact: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type TAdProfilesData = z.infer<typeof ZAdProfilesData>;
export const ZAdProfilesResponse = ok(ZAdProfilesData);

/** Contact detail as the viewer may see it: phone/email only when entitled, only what the member shows. */
export const ZAdvertiserContact = z.object({
  visible: z.boolean(),
  /** Why it is hidden or shown, for the UI text. */
  reason: z.enum([
    "own_ad",
    "proposal_received",
    "proposal_accepted",
    "contact_access",
    "premium_advertiser",
    "video_masked",
    "not_entitled",
    "daily_limit",
    "sign_in",
  ]),
  advertiserName: z.string().nullable(),
  relation: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type TAdvertiserContact = z.infer<typeof ZAdvertiserContact>;

export const detailSections = [
  "My Details",
  "Ethnicity",
  "Qualification",
  "Profession",
  "Personal Details",
  "About Myself",
  "Our Family",
  "Resident Of",
] as const;

export const ZProfileDetail = z.object({
  id: z.string(),
  profileId: z.string(),
  name: z.string(),
  gender: z.enum(["bride", "groom"]),
  age: z.number().int(),
  memberType: ZMemberType,
  isDemoProfile: z.boolean(),
  views: z.number().int(),
  adType: z.enum(adTypes),
  verified: z.boolean(),
  /** The day (YYYY-MM-DD) the member last confirmed they are yet to marry; null until they first do. */
  ytmVerifiedOn: z.string().nullable(),
  images: z.array(z.object({ url: z.string(), thumbUrl: z.string() })),
  /** Set when the advertiser restricts photos and this viewer may not see them: sign in, or send a photo request. */
  photoRestriction: z.enum(["sign_in", "request"]).nullable().optional(),
  /** Section name (see detailSections) to text. */
  details: z.record(z.string(), z.string()),
  /** "We Are Looking For", "We May Go For". */
  expectations: z.record(z.string(), z.string()),
  contact: ZAdvertiserContact,
  /** The approved video, when there is one. */
  videoUrl: z.string().nullable(),
  isOwn: z.boolean(),
  /** The signed-in viewer's open proposal to this ad, if any. */
  proposalSent: z.object({ id: z.number().int(), status: z.enum(["pending", "accepted", "declined"]) }).nullable(),
  favourite: z.boolean(),
  ytmRequestedAt: z.string().nullable(),
  /**
   * The Moon's rashi and nakshatra and Mangal dosha: for signed-in members (for anyone when the member shows the
   * time and place of birth to everyone), else null (decision 0030).
   */
  horoscope: ZHoroscope.nullable().optional(),
  /** The time and place of birth and what only they give, when the member's setting lets this viewer see them; else null. */
  birth: ZBirthDetails.nullable().optional(),
});
export type TProfileDetail = z.infer<typeof ZProfileDetail>;
export const ZProfileDetailResponse = ok(ZProfileDetail);

export const ZProfileIdParams = z.object({ id: z.string().trim().min(1).max(40) });

export const ZFavourites = z.object({ profiles: z.array(ZProfileCard) });
export const ZFavouritesResponse = ok(ZFavourites);
