import { z } from "zod";
import { zId } from "./ints.ts";
import { ok } from "./envelope.ts";
import { ZGender, ZHeightInches, ZIsoDate } from "./common.ts";
import { filters } from "./options/filters.ts";
import { browseMaritalStatuses, browseReligions, browseStates } from "./options/browse.ts";
import { motherTongues } from "./options/registration.ts";
import { many, ZAdProfilesQueryFields } from "./browse-query.ts";
import { birthInputFields, ZBirthDetails, ZBirthVisibility, ZHoroscope } from "./birth.ts";

/** A member manages their own ad: Edit My Ad, gallery, contact privacy. */

export const galleryLimit = 5;

/** Fields whose change waits for an admin; the public ad keeps the approved values meanwhile. */
export const approvalFields = ["name", "dateOfBirth", "gender"] as const;

export const reviewStatuses = ["approved", "pending", "rejected"] as const;
export const ZReviewStatus = z.enum(reviewStatuses);

export const contactVisibilities = ["phone", "email", "both"] as const;
export const ZContactVisibility = z.enum(contactVisibilities);

export const incomeOptions = filters.incomes;
export const workingWithOptions = filters.workingWith;

const required = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((s) => (s ? s : null));

export const ZMyPhoto = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  position: z.number().int(),
  reviewStatus: ZReviewStatus,
});
export type TMyPhoto = z.infer<typeof ZMyPhoto>;

export const ZPendingEdit = z.object({
  proposed: z.object({ name: z.string().optional(), dateOfBirth: z.string().optional(), gender: ZGender.optional() }),
  submittedAt: z.string(),
});

/** The member's own ad with the approved values, plus what is waiting for approval. */
export const ZMyAd = z.object({
  profileId: z.string(),
  accountStatus: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  relationWithCandidate: z.string().nullable(),
  advertiserName: z.string().nullable(),
  gender: ZGender,
  name: z.string(),
  dateOfBirth: z.string(),
  religion: z.string(),
  community: z.string(),
  caste: z.string(),
  motherTongue: z.string().nullable(),
  maritalStatus: z.string(),
  heightInches: z.number().int().nullable(),
  aboutMyself: z.string().nullable(),
  highestQualification: z.string().nullable(),
  qualificationCategory: z.string().nullable(),
  qualificationDegree: z.string().nullable(),
  profession: z.string(),
  professionDetail: z.string().nullable(),
  workingWith: z.string().nullable(),
  incomeBand: z.string().nullable(),
  family: z.string().nullable(),
  residentOf: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  lookingFor: z.string().nullable(),
  mayGoFor: z.string().nullable(),
  contactVisibility: ZContactVisibility,
  // Always sent by the server (optional for clients built before them).
  /** Who may see the time and place of birth; the owner always sees them, in `birth`. */
  birthVisibility: ZBirthVisibility.optional(),
  /** The chart derived from the date, time and place of birth (null only before it is first computed). */
  horoscope: ZHoroscope.nullable().optional(),
  birth: ZBirthDetails.optional(),
  pendingEdit: ZPendingEdit.nullable(),
  photos: z.array(ZMyPhoto),
});
export type TMyAd = z.infer<typeof ZMyAd>;
export const ZMyAdData = z.object({ ad: ZMyAd });
export const ZMyAdResponse = ok(ZMyAdData);

/** PUT /api/profiles/update: the whole Edit My Ad form. Option values are checked by the server. */
export const ZUpdateMyAdRequest = z.object({
  // Profile For, mother tongue and qualification level are optional, as at registration, so a new ad saves as it was posted.
  relationWithCandidate: optional(40),
  advertiserName: optional(80),
  gender: ZGender,
  name: required(80, "Please enter the candidate's name"),
  dateOfBirth: z.string({ error: "Please enter the date of birth" }).trim().pipe(ZIsoDate),
  religion: required(40, "Please choose a religion"),
  community: required(60, "Please choose a community"),
  caste: required(60, "Please choose a caste"),
  motherTongue: optional(40),
  maritalStatus: required(40, "Please choose the marital status"),
  heightInches: ZHeightInches,
  aboutMyself: optional(2000),
  highestQualification: optional(40),
  qualificationCategory: optional(60),
  qualificationDegree: optional(60),
  profession: required(60, "Please choose a profession"),
  professionDetail: optional(80),
  workingWith: optional(40),
  incomeBand: optional(20),
  family: optional(2000),
  residentOf: optional(300),
  state: optional(60),
  city: optional(60),
  lookingFor: optional(2000),
  mayGoFor: optional(2000),
  /** Time and place of birth and who may see them: left out, unchanged; null or empty, unknown (the chart is recomputed). */
  ...birthInputFields,
});
export type TUpdateMyAdRequest = z.input<typeof ZUpdateMyAdRequest>;
export type TUpdateMyAdInput = z.output<typeof ZUpdateMyAdRequest>;
export const ZUpdateMyAdData = z.object({ ad: ZMyAd, pendingApproval: z.boolean() });
export type TUpdateMyAdData = z.infer<typeof ZUpdateMyAdData>;
export const ZUpdateMyAdResponse = ok(ZUpdateMyAdData);

/** PUT /api/profiles/photos: the gallery in its new order (first = poster); photos left out are deleted. */
export const ZUpdatePhotosRequest = z.object({
  photos: z
    .array(z.uuid("Unknown photo"), { error: "Send the photos in their new order" })
    .max(galleryLimit, `At most ${galleryLimit} photos`)
    .refine((ids) => new Set(ids).size === ids.length, "A photo may appear only once"),
});
export const ZPhotosData = z.object({ photos: z.array(ZMyPhoto) });
export const ZPhotosResponse = ok(ZPhotosData);

/** POST /api/upload (multipart: the `type` field first, then `file`). */
export const uploadTypes = ["profile", "video"] as const;
export const ZUploadData = z.object({ photo: ZMyPhoto, photos: z.array(ZMyPhoto), bonusGranted: z.boolean() });
export type TUploadData = z.infer<typeof ZUploadData>;
export const ZUploadResponse = ok(ZUploadData);

export const videoLimits = {
  maxFiles: 3,
  maxBytes: 50 * 1024 * 1024,
  accept: ["video/mp4", "video/quicktime", "video/x-msvideo", ".mp4", ".mov", ".avi"],
} as const;
export const ZMyVideo = z.object({
  id: z.string(),
  url: z.string(),
  reviewStatus: ZReviewStatus,
  bytes: z.number().int(),
  mime: z.string(),
  uploadedAt: z.string(),
  /** The approved video the ad shows. */
  isAdVideo: z.boolean(),
});
export type TMyVideo = z.infer<typeof ZMyVideo>;
export const ZVideosData = z.object({ videos: z.array(ZMyVideo) });
export const ZVideosResponse = ok(ZVideosData);
export const ZMediaIdParams = z.object({ id: z.uuid("Unknown video") });

/** A photo or video an admin refused, with the admin's reason, shown to its member until they dismiss it. */
export const ZRefusedMedia = z.object({
  id: z.string(),
  kind: z.enum(["photo", "video"]),
  /** The photo's thumbnail (a signed address); null for a video. */
  thumbUrl: z.string().nullable(),
  reason: z.string().nullable(),
  refusedAt: z.string(),
});
export type TRefusedMedia = z.infer<typeof ZRefusedMedia>;
/** GET /api/profiles/refused-media?kind=photo|video; DELETE /api/profiles/refused-media/{id} dismisses one and answers the rest. */
export const ZRefusedMediaQuery = z.object({ kind: z.enum(["photo", "video"]).optional() });
export const ZRefusedMediaParams = z.object({ id: z.uuid("Refused photo or video not found") });
export const ZRefusedMediaData = z.object({ refused: z.array(ZRefusedMedia) });
export const ZRefusedMediaResponse = ok(ZRefusedMediaData);

export const photoVisibilities = ["everyone", "members", "accepted"] as const;
export const ZPhotoVisibility = z.enum(photoVisibilities, { error: "Choose who may see your photos" });

/** PUT /api/profiles/privacy-settings: which contact detail is shown (never neither), and who sees the photos. */
export const ZPrivacySettings = z.object({
  showPhone: z.boolean(),
  showEmail: z.boolean(),
  photoVisibility: ZPhotoVisibility,
});
export const ZPrivacySettingsRequest = z
  .object({ privacySettings: ZPrivacySettings.extend({ photoVisibility: ZPhotoVisibility.optional() }) })
  .refine((v) => v.privacySettings.showPhone || v.privacySettings.showEmail, {
    message: "Please keep at least one contact detail visible: your phone or your email",
    path: ["privacySettings", "showPhone"],
  });
export type TPrivacySettingsRequest = z.input<typeof ZPrivacySettingsRequest>;
export const ZPrivacySettingsData = z.object({ privacySettings: ZPrivacySettings, hasEmail: z.boolean() });
export type TPrivacySettingsData = z.infer<typeof ZPrivacySettingsData>;
export const ZPrivacySettingsResponse = ok(ZPrivacySettingsData);

export const toPrivacySettings = (v: "phone" | "email" | "both", photoVisibility: z.infer<typeof ZPhotoVisibility>) => ({
  showPhone: v !== "email",
  showEmail: v !== "phone",
  photoVisibility,
});
export const fromPrivacySettings = (s: { showPhone: boolean; showEmail: boolean }) =>
  s.showPhone && s.showEmail ? "both" : s.showEmail ? "email" : "phone";

// ---------- Photo requests ----------

export const photoRequestStatuses = ["pending", "accepted", "declined"] as const;
export const ZPhotoRequest = z.object({
  id: z.number().int(),
  status: z.enum(photoRequestStatuses),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The other member: the owner for a sent request, the requester for a received one. */
  profile: z.object({ profileId: z.string(), name: z.string(), thumbUrl: z.string().nullable() }),
});
export type TPhotoRequest = z.infer<typeof ZPhotoRequest>;
export const ZPhotoRequestsData = z.object({ sent: z.array(ZPhotoRequest), received: z.array(ZPhotoRequest) });
export type TPhotoRequestsData = z.infer<typeof ZPhotoRequestsData>;
export const ZPhotoRequestsResponse = ok(ZPhotoRequestsData);
export const ZPhotoRequestData = z.object({ request: ZPhotoRequest, alreadyRequested: z.boolean() });
export type TPhotoRequestData = z.infer<typeof ZPhotoRequestData>;
export const ZPhotoRequestResponse = ok(ZPhotoRequestData);
export const ZRespondPhotoRequest = z.object({ status: z.enum(["accepted", "declined"], { error: "Choose accepted or declined" }) });
export const ZPhotoRequestIdParams = z.object({ requestId: zId() });

// ---------- Partner preferences ----------

const browse = ZAdProfilesQueryFields.shape;

/** Partner preferences, validated with the browse filters' own fields so they can become /profiles URL filters. */
export const ZPartnerPreferences = z
  .object({
    ageFrom: browse.ageFrom,
    ageTo: browse.ageTo,
    heightFrom: browse.heightFrom,
    heightTo: browse.heightTo,
    maritalStatus: browse.maritalStatus,
    religion: browse.religion,
    caste: browse.caste,
    /** The registration's mother tongues (what an ad can hold); left out, none. */
    motherTongues: many("mother tongue", motherTongues, { others: "Other" }),
    education: browse.education,
    occupation: browse.occupation,
    income: browse.income,
    state: browse.state,
    city: browse.city,
    about: z
      .string()
      .trim()
      .max(1000, "At most 1000 characters")
      .optional()
      .transform((s) => (s ? s : undefined)),
  })
  .superRefine((v, ctx) => {
    if (v.ageFrom !== undefined && v.ageTo !== undefined && v.ageFrom > v.ageTo)
      ctx.addIssue({ code: "custom", path: ["ageTo"], message: "Age to must not be less than age from" });
    if (v.heightFrom !== undefined && v.heightTo !== undefined && v.heightFrom > v.heightTo)
      ctx.addIssue({ code: "custom", path: ["heightTo"], message: "Height to must not be less than height from" });
  });
export type TPartnerPreferencesInput = z.input<typeof ZPartnerPreferences>;

export const ZPartnerPreferencesOut = z.object({
  ageFrom: z.number().int().nullable(),
  ageTo: z.number().int().nullable(),
  heightFrom: z.number().int().nullable(),
  heightTo: z.number().int().nullable(),
  maritalStatus: z.array(z.string()),
  religion: z.array(z.string()),
  caste: z.array(z.string()),
  motherTongues: z.array(z.string()),
  education: z.array(z.string()),
  occupation: z.array(z.string()),
  income: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  about: z.string().nullable(),
});
export type TPartnerPreferences = z.infer<typeof ZPartnerPreferencesOut>;
export const ZPartnerPreferencesRequest = z.object({ partnerPreferences: ZPartnerPreferences });
/** `findMatchQuery`: the /profiles query string (lookingFor + these filters) for "Find Match". */
export const ZPartnerPreferencesData = z.object({ partnerPreferences: ZPartnerPreferencesOut, findMatchQuery: z.string() });
export type TPartnerPreferencesData = z.infer<typeof ZPartnerPreferencesData>;
export const ZPartnerPreferencesResponse = ok(ZPartnerPreferencesData);

/** The choices the partner preference form offers (the browse filter lists). */
export const partnerOptions = {
  ages: filters.ages,
  heights: filters.heights,
  maritalStatuses: browseMaritalStatuses,
  religions: browseReligions,
  castes: filters.castes,
  motherTongues,
  education: filters.education,
  occupations: filters.occupations,
  incomes: filters.incomes,
  states: browseStates,
};
