import { z } from "zod";
import { ok } from "./envelope.ts";
import { filters } from "./options/filters.ts";
import { browseMaritalStatuses, browseMotherTongues, browseReligions, browseStates } from "./options/browse.ts";
import type { Option } from "./options/types.ts";

// ---------- Query helpers ----------

/** Query strings give a string, a repeated key gives an array; "a,b" also means two values. */
const list = (value: unknown): unknown =>
  value === undefined || value === ""
    ? undefined
    : (Array.isArray(value) ? value : [value])
        .flatMap((v) => String(v).split(","))
        .map((s) => s.trim())
        .filter(Boolean);

/** A value from an option list, matched case-insensitively on value or label; aliases map other spellings. */
function choice(name: string, options: Option[], aliases: Record<string, string> = {}) {
  const byKey = new Map<string, string>();
  for (const o of options) {
    byKey.set(o.value.toLowerCase(), o.value);
    byKey.set(o.label.toLowerCase(), o.value);
  }
  for (const [k, v] of Object.entries(aliases)) byKey.set(k.toLowerCase(), v);
  return z.string().transform((s, ctx) => {
    const hit = byKey.get(s.trim().toLowerCase());
    if (!hit) {
      ctx.addIssue({ code: "custom", message: `Unknown ${name} "${s}". Choose one of: ${options.map((o) => o.label).join(", ")}` });
      return z.NEVER;
    }
    return hit;
  });
}
const many = (name: string, options: Option[], aliases: Record<string, string> = {}) =>
  z.preprocess(
    list,
    z
      .array(choice(name, options, aliases))
      .max(40)
      .optional(),
  );

const intParam = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`)
    .optional();

const freeText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((s) => (s ? s : undefined));

export const maxPageSize = 50;

/** The browse query's fields as sent, aliases included (partner preferences reuse them). */
export const ZAdProfilesQueryFields = z.object({
  page: intParam("page", 1, 100_000).default(1),
  limit: intParam("limit", 1, maxPageSize).default(20),
  /** "bride" or "groom"; `gender` (male/female or bride/groom) is the spec's own name for it. */
  profileFor: choice("looking for", filters.lookingFor, { female: "bride", male: "groom", brides: "bride", grooms: "groom" }).optional(),
  lookingFor: choice("looking for", filters.lookingFor, { female: "bride", male: "groom" }).optional(),
  gender: choice("gender", filters.lookingFor, { female: "bride", male: "groom" }).optional(),
  ageFrom: intParam("Age from", 18, 60),
  ageTo: intParam("Age to", 18, 60),
  ageMin: intParam("Age from", 18, 60),
  ageMax: intParam("Age to", 18, 60),
  heightFrom: intParam("Height from (inches)", 48, 90),
  heightTo: intParam("Height to (inches)", 48, 90),
  maritalStatus: many("marital status", browseMaritalStatuses, { "widow/widower": "Widowed", widow: "Widowed", widower: "Widowed" }),
  religion: many("religion", browseReligions, { buddhist: "Buddhism", others: "Other" }),
  caste: many("caste", filters.castes),
  subcaste: freeText(60),
  motherTongue: many("mother tongue", browseMotherTongues, { others: "Other" }),
  country: choice("country", filters.countries).optional(),
  state: choice("state", browseStates).optional(),
  /** The spec's query name for the state. */
  location: choice("location", browseStates).optional(),
  city: freeText(60),
  education: many("education", filters.education),
  occupation: many("occupation", filters.occupations),
  workingWith: many("working with", filters.workingWith),
  income: choice("income", filters.incomes).optional(),
  memberType: many("member type", filters.memberTypes, { premium: "PREMIUM", vip: "PREMIUM", "vip member": "PREMIUM" }),
  profilesWith: many("profiles with", filters.profilesWith, {
    "video profile": "video",
    "verified mobile": "verified_mobile",
    "contact details": "contact_details",
  }),
  /** "Search by ID or Name". */
  q: freeText(60),
  search: freeText(60),
});

/**
 * GET /api/profile/ad-profiles. The spec's and older clients' names are accepted and folded into one
 * canonical filter: `lookingFor`/`gender` → `profileFor`, `ageMin`/`ageMax` → `ageFrom`/`ageTo`,
 * `location` → `state`, `search` → `q` (the canonical name wins when both are sent). So the search
 * and its count cache see one key per search, whichever names the URL used.
 */
export const ZAdProfilesQuery = ZAdProfilesQueryFields.superRefine((v, ctx) => {
  const from = v.ageFrom ?? v.ageMin;
  const to = v.ageTo ?? v.ageMax;
  if (from !== undefined && to !== undefined && from > to)
    ctx.addIssue({ code: "custom", path: ["ageTo"], message: "Age to must not be less than age from" });
  if (v.heightFrom !== undefined && v.heightTo !== undefined && v.heightFrom > v.heightTo)
    ctx.addIssue({ code: "custom", path: ["heightTo"], message: "Height to must not be less than height from" });
}).transform(({ lookingFor, gender, ageMin, ageMax, location, search, ...v }) => ({
  ...v,
  profileFor: v.profileFor ?? lookingFor ?? gender,
  ageFrom: v.ageFrom ?? ageMin,
  ageTo: v.ageTo ?? ageMax,
  state: v.state ?? location,
  q: v.q ?? search,
}));
export type TAdProfilesFilter = z.output<typeof ZAdProfilesQuery>;

// ---------- Cards and detail ----------

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
  yetToMarryVerified: z.string(),
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
  ytmVerifiedOn: z.string(),
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
});
export type TProfileDetail = z.infer<typeof ZProfileDetail>;
export const ZProfileDetailResponse = ok(ZProfileDetail);

export const ZProfileIdParams = z.object({ id: z.string().trim().min(1).max(40) });

export const ZFavourite = z.object({ profileId: z.string(), favourite: z.boolean() });
export const ZFavouriteResponse = ok(ZFavourite);
export const ZFavourites = z.object({ profiles: z.array(ZProfileCard) });
export const ZFavouritesResponse = ok(ZFavourites);
export const ZYtmRequest = z.object({ profileId: z.string(), requestedAt: z.string(), alreadyRequested: z.boolean() });
export const ZYtmRequestResponse = ok(ZYtmRequest);
