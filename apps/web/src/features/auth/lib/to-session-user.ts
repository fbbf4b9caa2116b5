import type { TMemberUser, TSessionUser } from "@app/contract";

/** The session-user fields of a full member record (what localStorage "user" holds). */
export function toSessionUser(u: TMemberUser | TSessionUser): TSessionUser {
  return {
    id: u.id,
    profileId: u.profileId,
    name: u.name,
    phone: u.phone,
    email: u.email,
    gender: u.gender,
    role: u.role,
    accountStatus: u.accountStatus,
    phoneVerified: u.phoneVerified,
    points: u.points,
    language: u.language,
  };
}
