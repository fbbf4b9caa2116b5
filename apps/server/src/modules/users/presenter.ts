import type { TMemberUser, TSessionUser, TAccountStatus } from "@app/contract";
import type { schema } from "@app/db";
import type { MediaLinks } from "../media/links-service.ts";

type UserRow = typeof schema.users.$inferSelect;
type ProfileRow = typeof schema.profiles.$inferSelect;
type MediaRow = Pick<typeof schema.media.$inferSelect, "id" | "reviewStatus">;

/** The member as their own session knows them (never another member's view). */
export function toSessionUser(u: UserRow, p: ProfileRow): TSessionUser {
  return {
    id: u.id,
    profileId: p.profileId,
    name: u.name,
    phone: u.phone,
    email: u.email,
    gender: p.gender as TSessionUser["gender"],
    role: "member",
    accountStatus: u.accountStatus as TAccountStatus,
    phoneVerified: Boolean(u.phoneVerifiedAt),
    points: { proposal: u.proposalPoints, ccp: u.ccp },
    language: u.language === "bn" ? "bn" : "en",
  };
}

/** The member's own full record. */
/** `photos`: the member's own media, any review state, so they load through signed URLs. */
export function toMemberUser(u: UserRow, p: ProfileRow, photos: MediaRow[], referredBy: string | null, links: MediaLinks): TMemberUser {
  return {
    ...toSessionUser(u, p),
    alternatePhone: u.alternatePhone,
    dateOfBirth: p.dateOfBirth,
    maritalStatus: p.maritalStatus,
    state: p.state,
    religion: p.religion,
    community: p.community,
    caste: p.caste,
    motherTongue: p.motherTongue,
    profession: p.profession,
    professionDetail: p.professionDetail,
    highestQualification: p.highestQualification,
    qualificationCategory: p.qualificationCategory,
    qualificationDegree: p.qualificationDegree,
    advertiserName: p.advertiserName,
    relationWithCandidate: p.relationWithCandidate,
    referredBy,
    photos: photos.map((m) => ({
      id: m.id,
      ...links.photo(m.id, false),
      reviewStatus: m.reviewStatus as TMemberUser["photos"][number]["reviewStatus"],
    })),
    createdAt: u.createdAt.toISOString(),
  };
}
