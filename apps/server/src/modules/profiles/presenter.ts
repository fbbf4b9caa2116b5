import { z } from "zod";
import { adTypes, ageOn, ZMemberType, type TProfileCard } from "@app/contract";
import { int, text } from "../../lib/rows.ts";

/** A row of the ads projection as the search and detail queries select it (adColumns). */
export const ZAdRow = z.object({
  userId: int,
  profileId: text,
  gender: z.enum(["bride", "groom"]),
  dateOfBirth: text,
  name: text,
  maritalStatus: text,
  religion: text,
  community: text,
  caste: text,
  motherTongue: text.nullable(),
  country: text,
  state: text.nullable(),
  city: text.nullable(),
  profession: text,
  professionDetail: text.nullable(),
  highestQualification: text.nullable(),
  qualificationDegree: text.nullable(),
  incomeBand: text.nullable(),
  heightInches: int.nullable(),
  aboutMyself: text.nullable(),
  relation: text.nullable(),
  memberType: ZMemberType,
  topZone: z.boolean(),
  adType: z.enum(adTypes),
  photoCount: int,
  thumbId: text.nullable(),
  hasVideo: z.boolean(),
  phoneVerified: z.boolean(),
  contactEmail: z.boolean(),
  contactVisible: z.boolean(),
  isDemo: z.boolean(),
  /** Null until the member first confirms they are yet to marry (never the registration day). */
  ytmVerifiedOn: text.nullable(),
});
export type AdRow = z.infer<typeof ZAdRow>;

export const adColumns = `user_id as "userId", profile_id as "profileId", gender, date_of_birth::text as "dateOfBirth", name,
  marital_status as "maritalStatus", religion, community, caste, mother_tongue as "motherTongue", country, state, city,
  profession, profession_detail as "professionDetail", highest_qualification as "highestQualification",
  qualification_degree as "qualificationDegree", income_band as "incomeBand", height_inches as "heightInches",
  about_myself as "aboutMyself", relation, member_type as "memberType", top_zone as "topZone", ad_type as "adType",
  photo_count as "photoCount", thumb_id as "thumbId", has_video as "hasVideo", phone_verified as "phoneVerified",
  contact_email as "contactEmail", contact_visible as "contactVisible", is_demo as "isDemo", ytm_verified_on::text as "ytmVerifiedOn"`;

export const heightLabel = (inches: number | null) => (inches ? `${Math.floor(inches / 12)}'${inches % 12}"` : null);

const join = (parts: (string | null | undefined)[], sep = ", ") => parts.filter((p) => p && p.trim()).join(sep);

/** A short self-description when the member has not written one yet, built only from public fields. */
export function aboutText(r: AdRow): string {
  if (r.aboutMyself?.trim()) return r.aboutMyself.trim();
  const who = r.gender === "bride" ? "bride" : "groom";
  const from = join([r.city, r.state]);
  const study = r.qualificationDegree ?? r.highestQualification;
  const work = r.professionDetail && r.professionDetail !== "Do Not Want To Disclose" ? r.professionDetail : r.profession;
  return (
    join(
      [
        `${r.motherTongue ?? ""} ${r.religion} ${who}${from ? ` from ${from}` : ""}`.trim(),
        study ? `${study} educated` : null,
        work ? `working in ${work}` : null,
      ],
      ", ",
    ) + "."
  );
}

/** `image`: the thumbnail address for this viewer, or null when they may not see the photos (see photo-access-service.ts `cardThumb`). */
export function toCard(r: AdRow, today: string, image: string | null): TProfileCard {
  const age = ageOn(r.dateOfBirth, today);
  const height = heightLabel(r.heightInches);
  return {
    id: r.profileId,
    profileId: r.profileId,
    memberType: r.memberType,
    name: r.name,
    isDemoProfile: r.isDemo,
    gender: r.gender,
    age,
    height,
    details: join([`${age} yrs`, height, r.maritalStatus]),
    religion: r.religion,
    ethnicity: join([r.religion, r.community, r.motherTongue]),
    caste: r.caste,
    education: r.qualificationDegree,
    qualification: join([r.qualificationDegree, r.highestQualification]) || "Not specified",
    profession: join([r.profession, r.professionDetail]),
    personalDetails: join([r.maritalStatus, r.city, r.state, r.country]),
    aboutMyself: aboutText(r),
    yetToMarryVerified: r.ytmVerifiedOn,
    selfVerified: r.relation ? (r.relation === "Self" ? "Posted by self" : `Posted by ${r.relation.toLowerCase()}`) : "Posted by self",
    photos: r.photoCount,
    videoProfiles: r.hasVideo ? 1 : 0,
    image: r.thumbId ? image : null,
    verified: r.phoneVerified,
    contactEmail: r.contactEmail,
    topZone: r.topZone,
    adType: r.adType,
  };
}
