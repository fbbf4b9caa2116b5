import type { TAdvertiserContact, TMemberType, TProfileCard } from "@app/contract";

/** A row of the ads projection as the search and detail queries select it. */
export type AdRow = {
  userId: number;
  profileId: string;
  gender: "bride" | "groom";
  dateOfBirth: string;
  name: string;
  maritalStatus: string;
  religion: string;
  community: string;
  caste: string;
  motherTongue: string | null;
  country: string;
  state: string | null;
  city: string | null;
  profession: string;
  professionDetail: string | null;
  highestQualification: string | null;
  qualificationDegree: string | null;
  incomeBand: string | null;
  heightInches: number | null;
  aboutMyself: string | null;
  relation: string | null;
  memberType: TMemberType;
  topZone: boolean;
  adType: "text" | "video";
  photoCount: number;
  thumbId: string | null;
  hasVideo: boolean;
  phoneVerified: boolean;
  contactEmail: boolean;
  contactVisible: boolean;
  isDemo: boolean;
  ytmVerifiedOn: string;
};

export const adColumns = `user_id as "userId", profile_id as "profileId", gender, date_of_birth::text as "dateOfBirth", name,
  marital_status as "maritalStatus", religion, community, caste, mother_tongue as "motherTongue", country, state, city,
  profession, profession_detail as "professionDetail", highest_qualification as "highestQualification",
  qualification_degree as "qualificationDegree", income_band as "incomeBand", height_inches as "heightInches",
  about_myself as "aboutMyself", relation, member_type as "memberType", top_zone as "topZone", ad_type as "adType",
  photo_count as "photoCount", thumb_id as "thumbId", has_video as "hasVideo", phone_verified as "phoneVerified",
  contact_email as "contactEmail", contact_visible as "contactVisible", is_demo as "isDemo", ytm_verified_on::text as "ytmVerifiedOn"`;

export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number);
  const [ty, tm, td] = today.split("-").map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

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

/** `image`: the thumbnail address for this viewer, or null when they may not see the photos (see photo-access.ts `cardThumb`). */
export function toCard(r: AdRow, today: string, image: string | null): TProfileCard {
  const age = ageOn(r.dateOfBirth, today);
  const height = heightLabel(r.heightInches);
  return {
    id: r.profileId,
    profileId: r.profileId,
    userId: r.userId,
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

/** Who is looking, and what grants they hold towards this advertiser. */
export type ContactViewer = {
  userId: number | null;
  /** The viewer holds a plan that includes seeing premium advertisers' contact details. */
  planGrantsContact: boolean;
  /** The advertiser sent this viewer a proposal. */
  proposalReceived: boolean;
  /** The viewer's proposal to the advertiser was accepted. */
  proposalAccepted?: boolean;
  /** The viewer already opened this contact (spent CCP, or through a plan); re-views are free. */
  contactViewed?: boolean;
  /** The viewer reached the daily limit of new contact views. */
  dailyLimitReached?: boolean;
};
export type ContactSource = {
  userId: number;
  adType: "text" | "video";
  /** The advertiser's plan puts their contact detail on the ad. */
  contactVisible: boolean;
  phone: string;
  email: string | null;
  contactVisibility: "phone" | "email" | "both";
  advertiserName: string | null;
  relation: string | null;
};

/** Why a viewer may or may not see an advertiser's contact detail. */
export function contactReason(
  src: Pick<ContactSource, "userId" | "adType" | "contactVisible">,
  viewer: ContactViewer,
): TAdvertiserContact["reason"] {
  if (viewer.userId === src.userId) return "own_ad";
  if (viewer.userId === null) return src.adType === "video" ? "video_masked" : "sign_in";
  if (viewer.proposalReceived) return "proposal_received";
  if (viewer.proposalAccepted) return "proposal_accepted";
  if (viewer.contactViewed) return "contact_access";
  if (src.adType === "video") return "video_masked";
  if (src.contactVisible && viewer.planGrantsContact) return viewer.dailyLimitReached ? "daily_limit" : "premium_advertiser";
  return "not_entitled";
}

const shownReasons = new Set<TAdvertiserContact["reason"]>([
  "own_ad",
  "proposal_received",
  "proposal_accepted",
  "contact_access",
  "premium_advertiser",
]);

/**
 * The one place that decides whether a phone number or email address leaves the server.
 * Shown: to the advertiser themself; to the receiver of the advertiser's proposal; to the sender of a
 * proposal the advertiser accepted; to a viewer who opened the contact with CCP (or through a plan);
 * to a viewer whose plan grants contact access when the advertiser's plan shows contact on a text ad,
 * within the daily limit. Never on a video ad in public. Only the detail the member chose to show;
 * at least one of them.
 */
export function presentContact(src: ContactSource, viewer: ContactViewer): TAdvertiserContact {
  const base = { advertiserName: src.advertiserName, relation: src.relation };
  const reason = contactReason(src, viewer);
  if (!shownReasons.has(reason)) return { ...base, visible: false, reason, phone: null, email: null };
  const showEmail = Boolean(src.email) && src.contactVisibility !== "phone";
  const showPhone = src.contactVisibility !== "email" || !showEmail;
  return { ...base, visible: true, reason, phone: showPhone ? src.phone : null, email: showEmail ? src.email : null };
}
